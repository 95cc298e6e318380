import { ShieldAlert } from 'lucide-react';
import { StatusPage } from './status-page';

export function NoAccessPage() {
  return (
    <StatusPage icon={ShieldAlert} code="403" title="Ingen tilgang">
      <p>Rollen din gir ikke tilgang til denne siden. Kontakt en administrator hvis du trenger tilgang.</p>
    </StatusPage>
  );
}
