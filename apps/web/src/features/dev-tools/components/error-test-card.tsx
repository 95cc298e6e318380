import { Bug } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { raiseTestError } from '../test-error';
import { SectionCard } from './section-card';

export function ErrorTestCard() {
  return (
    <SectionCard title="Feilskjerm" description="Utløser en feil i appen for å se at feilskjermen og feilrapporten virker.">
      <Button variant="destructive" onClick={raiseTestError}>
        <Bug aria-hidden /> Utløs testfeil
      </Button>
    </SectionCard>
  );
}
