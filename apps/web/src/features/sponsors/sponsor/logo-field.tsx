import { useState } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MediaPickerDialog } from '@/features/quiz';
import { SPONSOR_WEB } from '../strings';

export interface LogoChoice {
  id: string;
  url: string | null;
  title: string;
}

/** The sponsor's logo: a picture from the media library, picked with the same picker the quiz builder uses. */
export function LogoField({ logo, sponsorName, onChange }: { logo: LogoChoice | null; sponsorName: string; onChange: (logo: LogoChoice | null) => void }) {
  const [picking, setPicking] = useState(false);
  const s = SPONSOR_WEB.sponsor;
  return (
    <div role="group" aria-label={s.logo} className="grid gap-2">
      <span className="text-sm font-medium leading-none">{s.logo}</span>
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-2">
        {logo ? (
          <>
            {logo.url && <img src={logo.url} alt={s.logoAlt(sponsorName || logo.title)} className="h-14 w-20 shrink-0 rounded-md bg-muted object-contain" />}
            <span className="min-w-0 flex-1 truncate text-sm">{logo.title}</span>
            <div className="flex gap-1">
              <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
                {s.logoChange}
              </Button>
              <Button variant="ghost" size="icon-sm" aria-label={s.logoRemove} onClick={() => onChange(null)}>
                <X aria-hidden />
              </Button>
            </div>
          </>
        ) : (
          <>
            <span className="flex-1 px-1 text-sm text-muted-foreground">{s.logoNone}</span>
            <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
              {s.logoChoose}
            </Button>
          </>
        )}
      </div>
      <MediaPickerDialog
        open={picking}
        onOpenChange={setPicking}
        selectedId={logo?.id ?? null}
        only="image"
        title={s.logoChoose}
        onPick={(picked) => {
          onChange({ id: picked.id, url: picked.url, title: picked.title });
          setPicking(false);
        }}
      />
    </div>
  );
}
