import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Home, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface StatusPageProps {
  icon: LucideIcon;
  code?: string;
  title: string;
  children: ReactNode;
}

/** Layout shared by "Siden finnes ikke" and "Ingen tilgang": big icon, text, a way home. */
export function StatusPage({ icon: Icon, code, title, children }: StatusPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <div className="flex size-16 items-center justify-center rounded-2xl bg-muted">
        <Icon className="size-8 text-muted-foreground" aria-hidden />
      </div>
      {code && <p className="mt-6 font-mono text-sm font-medium text-muted-foreground">{code}</p>}
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">{title}</h1>
      <div className="mt-3 text-sm leading-relaxed text-muted-foreground">{children}</div>
      <Button asChild className="mt-8">
        <Link to="/">
          <Home aria-hidden />
          Gå til forsiden
        </Link>
      </Button>
    </div>
  );
}
