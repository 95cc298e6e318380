import { CheckCircle2, XCircle } from 'lucide-react';
import { SECURITY_STRINGS } from '@studioportal/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useLoginHistory } from '../api';
import { formatDateTime } from '../format';

const FAILURE_REASONS: Record<string, string> = {
  invalid_credentials: 'feil passord',
  invalid_code: 'feil engangskode',
  account_deactivated: 'kontoen var deaktivert',
  two_factor_locked: 'for mange feil koder',
};

/** The last 50 sign-ins to this account, failures included, newest first. */
export function LoginHistoryCard() {
  const history = useLoginHistory();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{SECURITY_STRINGS.loginHistory}</CardTitle>
        <CardDescription>Ser du en innlogging du ikke kjenner igjen? Logg ut alle andre økter og bytt passord.</CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> Henter historikk...
          </div>
        ) : history.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(history.error)}
          </p>
        ) : history.data.entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{SECURITY_STRINGS.loginHistoryEmpty}</p>
        ) : (
          <div className="max-h-96 overflow-y-auto rounded-lg border">
            <table className="w-full text-sm">
              <caption className="sr-only">{SECURITY_STRINGS.loginHistory}</caption>
              <thead className="sticky top-0 bg-muted text-left text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">Tid</th>
                  <th scope="col" className="px-3 py-2 font-medium">Resultat</th>
                  <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">Nettleser</th>
                  <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">IP</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {history.data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="px-3 py-2">
                      <span className="whitespace-nowrap tabular-nums">{formatDateTime(entry.created_at)}</span>
                      <span className="block text-xs text-muted-foreground sm:hidden">{entry.browser}</span>
                    </td>
                    <td className="px-3 py-2">
                      {entry.success ? (
                        <span className="inline-flex items-center gap-1 text-green-700 dark:text-green-400">
                          <CheckCircle2 className="size-4" aria-hidden />
                          {SECURITY_STRINGS.success}
                        </span>
                      ) : (
                        <span className="inline-flex items-center gap-1 text-red-700 dark:text-red-400">
                          <XCircle className="size-4" aria-hidden />
                          {SECURITY_STRINGS.failure}
                          {entry.reason && FAILURE_REASONS[entry.reason] ? ` (${FAILURE_REASONS[entry.reason]})` : ''}
                        </span>
                      )}
                    </td>
                    <td className="hidden px-3 py-2 sm:table-cell">{entry.browser}</td>
                    <td className="hidden px-3 py-2 font-mono text-xs sm:table-cell">{entry.ip ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
