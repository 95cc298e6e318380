import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { PODCAST_PATHS } from '@studioportal/shared';
import { Card, CardContent, CardHeading } from '@/components/ui/card';

/**
 * Station values with their own screen: each has one owner, so /enterprise points there rather than
 * keeping a second copy (the podcast feed's metadata, the studio's reading rate).
 */
export function ElsewhereCard() {
  return (
    <Card>
      <CardHeading icon={ExternalLink} title="Andre stasjonsverdier" />
      <CardContent>
        <ul className="grid gap-2 text-sm">
          <li>
            <Link className="font-medium underline underline-offset-4 hover:text-primary" to={PODCAST_PATHS.manage}>
              Podkastepisoder
            </Link>
            <span className="text-muted-foreground">: feedens tittel, beskrivelse, forfatter, eier, kategori, språk og bilde.</span>
          </li>
          <li>
            <Link className="font-medium underline underline-offset-4 hover:text-primary" to="/content-studio">
              Innholdsstudio
            </Link>
            <span className="text-muted-foreground">: talehastigheten (ord i minuttet) som lesetiden for manus og sponsortekster regnes ut med.</span>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
