import { useQueryClient } from '@tanstack/react-query';
import { DatabaseBackup, Download } from 'lucide-react';
import { STATION_SETTINGS_STRINGS as S, type StationSettingsResponse } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeading } from '@/components/ui/card';
import { formatDate, formatTime } from '@/lib/datetime';
import { BACKUP_URL, enterpriseKeys } from '../api';

/**
 * The backup download: a plain link, so the browser streams the archive to disk. The server
 * records it in the audit log before it sends the first byte; "last taken" and the log are refetched
 * a moment later (the archive takes a second or two to make).
 */
export function BackupCard({ last }: { last: StationSettingsResponse['last_backup'] }) {
  const queryClient = useQueryClient();
  const refreshSoon = () => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: enterpriseKeys.settings });
      void queryClient.invalidateQueries({ queryKey: enterpriseKeys.auditAll });
    };
    for (const ms of [2_000, 8_000]) setTimeout(refresh, ms);
  };
  return (
    <Card>
      <CardHeading icon={DatabaseBackup} title={S.backupTitle} />
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {last ? S.backupLast(`${formatDate(last.at) ?? ''} kl. ${formatTime(last.at) ?? ''}`, last.by_name ?? 'ukjent') : S.backupNever}
        </p>
        <div>
          <Button asChild variant="outline">
            <a href={BACKUP_URL} download onClick={refreshSoon}>
              <Download aria-hidden />
              {S.backupDownload}
            </a>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
