import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { MessageSquarePlus, Search } from 'lucide-react';
import { ROLE_LABELS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/people';
import { usePeople } from './use-people';

/** "Ny privat melding": pick a colleague to write to privately. */
export function NewConversationDialog({ me, hrefFor }: { me: string; hrefFor: (key: string) => string }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const { colleagues, loading } = usePeople();
  const matches = useMemo(() => {
    const q = query.trim().toLocaleLowerCase('nb');
    return colleagues.filter((c) => c.id !== me && (!q || displayName(c.full_name).toLocaleLowerCase('nb').includes(q)));
  }, [colleagues, me, query]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setQuery('');
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <MessageSquarePlus aria-hidden />
          Ny privat melding
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Ny privat melding</DialogTitle>
          <DialogDescription>Bare du og kollegaen du velger ser samtalen.</DialogDescription>
        </DialogHeader>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Søk etter navn" aria-label="Søk etter kollega" className="pl-9" autoFocus />
        </div>
        {loading ? (
          <div role="status" className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            Henter kolleger...
          </div>
        ) : matches.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">{query ? 'Ingen kolleger med det navnet.' : 'Ingen andre godkjente kolleger ennå.'}</p>
        ) : (
          <ul aria-label="Kolleger" className="-mx-2 grid max-h-80 grid-cols-1 gap-0.5 overflow-y-auto">
            {matches.map((person) => (
              <li key={person.id}>
                <button
                  type="button"
                  onClick={() => {
                    setOpen(false);
                    setQuery('');
                    void navigate(hrefFor(person.id));
                  }}
                  className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <UserAvatar fullName={person.full_name} color={person.chat_color} pictureUrl={person.profile_picture_url} className="size-9" />
                  <span className="min-w-0 flex-1 truncate text-sm font-medium">{displayName(person.full_name)}</span>
                  <span className="text-xs text-muted-foreground">{ROLE_LABELS[person.app_role]}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
