import { useLocation } from 'react-router';
import { SearchX } from 'lucide-react';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <StatusPage icon={SearchX} code="404" title="Siden finnes ikke">
      <p>
        Vi fant ingen side på <span className="break-all font-mono text-foreground">{pathname}</span>. Lenken kan være feil, eller siden
        kan ha blitt flyttet.
      </p>
    </StatusPage>
  );
}
