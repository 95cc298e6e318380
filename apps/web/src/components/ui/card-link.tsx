import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A dashboard card's way to its page ("Åpne chat"), at the card's foot. */
export function CardLink({ to, children }: { to: string; children: string }) {
  return (
    <Button asChild variant="outline" size="sm" className="mt-auto self-start">
      <Link to={to}>
        {children}
        <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}
