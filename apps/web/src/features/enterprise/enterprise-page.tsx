import { STATION_SETTINGS_STRINGS as S } from '@studioportal/shared';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useStationSettings } from './api';
import { AuditLogCard } from './components/audit-log-card';
import { BackupCard } from './components/backup-card';
import { LogoCard } from './components/logo-card';
import { PodcastFeedSection } from './components/podcast-feed-section';
import { ReadingRateCard } from './components/reading-rate-card';
import { SettingsCard } from './components/settings-card';

/**
 * /enterprise 'Stasjon og drift' (Administrator): station settings, logo, the reading rate and the
 * podcast feed (each through its owning feature's API), backup download, audit log.
 */
export default function EnterprisePage() {
  const { data, isPending, isError, error } = useStationSettings();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{S.pageTitle}</h1>
        <p className="mt-1 text-sm text-muted-foreground">Stasjonens innstillinger, logo, lesetempo, podkastfeed, sikkerhetskopi og revisjonslogg.</p>
      </header>
      {isPending ? (
        <div role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground">
          <Spinner className="size-5" /> Henter innstillinger...
        </div>
      ) : isError ? (
        <Card role="alert" className="p-6 text-sm text-red-700 dark:text-red-300">
          {errorMessage(error)}
        </Card>
      ) : (
        <div className="grid gap-6">
          <div className="grid gap-6 lg:grid-cols-[2fr_1fr] lg:items-start">
            <SettingsCard settings={data.settings} />
            <div className="grid gap-6">
              <LogoCard />
              <BackupCard last={data.last_backup} />
              <ReadingRateCard />
            </div>
          </div>
          <PodcastFeedSection />
          <AuditLogCard />
        </div>
      )}
    </div>
  );
}
