import { useState } from 'react';
import { ROLE_LABELS, SECURITY_EVENT_LABELS, SECURITY_EVENT_TYPES, SECURITY_STRINGS, type AppRole, type SecurityEvent, type SecurityEventType } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useMediaQuery } from '@/lib/use-media-query';
import { displayName } from '@/lib/people';
import { useSecurityEvents } from '../api';
import { formatDateTime } from '../format';

const isRole = (value: unknown): value is AppRole => value === 'Administrator' || value === 'Programleder' || value === 'Tekniker';

function person(p: SecurityEvent['actor']): string | null {
  return p ? displayName(p.full_name ?? p.email) : null;
}

/** One readable Norwegian line per event: who did what to whom. */
function describe(event: SecurityEvent): string {
  const actor = person(event.actor);
  const target = person(event.target);
  const d = event.details;
  switch (event.type) {
    case 'sign_in_failed':
      return `E-post: ${typeof d.email === 'string' ? d.email : 'ukjent'}${d.reason === 'invalid_code' ? ' (feil engangskode)' : ''}`;
    case 'sign_in':
      return actor ?? '';
    case 'sign_up':
      return `${target ?? ''}${d.first_account ? ' (første konto, administrator)' : ''}`;
    case 'user_approved':
      return `${actor} godkjente ${target}${isRole(d.app_role) ? ` som ${ROLE_LABELS[d.app_role]}` : ''}`;
    case 'user_rejected':
      return `${actor} avviste ${target}${typeof d.reason === 'string' ? `: «${d.reason}»` : ''}`;
    case 'role_changed':
      return `${actor} endret rollen til ${target}${isRole(d.from) && isRole(d.to) ? ` fra ${ROLE_LABELS[d.from]} til ${ROLE_LABELS[d.to]}` : ''}`;
    case 'user_deactivated':
      return `${actor} deaktiverte ${target}`;
    case 'user_reactivated':
      return `${actor} aktiverte ${target} igjen`;
    default:
      return actor ?? target ?? '';
  }
}

const labelOf = (event: SecurityEvent) => SECURITY_EVENT_LABELS[event.type as SecurityEventType] ?? event.type;

/** Tailwind md (48rem = 768px): below it a table of four columns does not fit. */
const MD_QUERY = '(min-width: 48rem)';

/** For administrators: failed sign-ins, approvals, rejections, role changes, deactivations. */
export function SecurityEventsCard() {
  const wide = useMediaQuery(MD_QUERY);
  const [type, setType] = useState<SecurityEventType | undefined>(undefined);
  const events = useSecurityEvents(type);
  const rows = events.data?.pages.flatMap((page) => page.events) ?? [];

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <CardTitle>{SECURITY_STRINGS.securityEvents}</CardTitle>
            <CardDescription>Hele stasjonen. Bare administratorer ser denne listen.</CardDescription>
          </div>
          <NativeSelect
            aria-label="Type hendelse"
            value={type ?? ''}
            onChange={(event) => setType(SECURITY_EVENT_TYPES.find((t) => t === event.target.value))}
            className="sm:w-60"
          >
            <option value="">{SECURITY_STRINGS.allEvents}</option>
            {SECURITY_EVENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {SECURITY_EVENT_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        {events.isPending ? (
          <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> Henter hendelser...
          </div>
        ) : events.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(events.error)}
          </p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{SECURITY_STRINGS.securityEventsEmpty}</p>
        ) : wide ? (
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full text-sm">
              <caption className="sr-only">{SECURITY_STRINGS.securityEvents}</caption>
              <thead className="bg-muted text-left text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">Tid</th>
                  <th scope="col" className="px-3 py-2 font-medium">Hendelse</th>
                  <th scope="col" className="px-3 py-2 font-medium">Detaljer</th>
                  <th scope="col" className="px-3 py-2 font-medium">IP</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {rows.map((event) => (
                  <tr key={event.id}>
                    <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatDateTime(event.created_at)}</td>
                    <td className="whitespace-nowrap px-3 py-2 font-medium">{labelOf(event)}</td>
                    <td className="px-3 py-2 text-muted-foreground">{describe(event)}</td>
                    <td className="px-3 py-2 font-mono text-xs">{event.ip ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label={SECURITY_STRINGS.securityEvents}>
            {rows.map((event) => (
              <li key={event.id} className="grid gap-0.5 p-3 text-sm">
                <p className="flex items-baseline justify-between gap-2">
                  <span className="font-medium">{labelOf(event)}</span>
                  <span className="shrink-0 text-xs tabular-nums text-muted-foreground">{formatDateTime(event.created_at)}</span>
                </p>
                <p className="break-words text-muted-foreground">{describe(event)}</p>
              </li>
            ))}
          </ul>
        )}
        {events.hasNextPage && (
          <Button variant="outline" className="justify-self-center" disabled={events.isFetchingNextPage} onClick={() => void events.fetchNextPage()}>
            {events.isFetchingNextPage && <Spinner className="size-4 text-current" />}
            {SECURITY_STRINGS.loadMore}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
