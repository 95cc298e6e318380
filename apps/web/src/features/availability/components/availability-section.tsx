import { useQuery } from '@tanstack/react-query';
import { AVAILABILITY_STRINGS as S } from '@studioportal/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { myAvailabilityQuery, useAvailabilitySync } from '../api';
import { AbsenceForm } from './absence-form';
import { AbsenceList } from './absence-list';
import { WeekEditor } from './week-editor';

/** 'Når jeg kan jobbe' on Min profil: the usual week and the ranges away, which the show plan and the roster read. */
export function AvailabilitySection() {
  useAvailabilitySync();
  const { data, error, isPending } = useQuery(myAvailabilityQuery);
  return (
    <Card className="lg:col-span-2" role="region" aria-labelledby="availability-title">
      <CardHeader>
        <CardTitle id="availability-title">{S.title}</CardTitle>
        <CardDescription>Sendeplanen varsler når noen settes opp på en dag de ikke kan jobbe, og «På jobb i dag» bygger på dette.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> Henter tilgjengeligheten din …
          </p>
        ) : error ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errorMessage(error)}
          </p>
        ) : (
          <div className="grid gap-6 lg:grid-cols-2">
            <WeekEditor week={data.week} />
            <section className="grid content-start gap-3" aria-labelledby="away-title">
              <h3 id="away-title" className="text-sm font-medium">
                {S.awayTitle}
              </h3>
              <p className="text-sm text-muted-foreground">{S.awayHelp}</p>
              <AbsenceList absences={data.absences} />
              <AbsenceForm />
            </section>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
