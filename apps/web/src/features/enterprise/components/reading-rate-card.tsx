import { useEffect, useState, type FormEvent } from 'react';
import { Timer } from 'lucide-react';
import { SPEAKING_RATE_MAX, SPEAKING_RATE_MIN, STATION_SETTINGS_STRINGS as S } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeading } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useContentSettings, useEditorialLive, useSetSpeakingRate } from '@/features/editorial';
import { errorMessage } from '@/lib/api';
import { readingRateInput } from '../reading-rate-input';

/**
 * The station's reading rate, owned by the content feature (app_settings 'speaking_rate_wpm'): the
 * same query, mutation and live event as Innholdsstudio, so a change here re-times every script.
 */
export function ReadingRateCard() {
  const settings = useContentSettings();
  const setRate = useSetSpeakingRate();
  // A colleague's change in Innholdsstudio or on another /enterprise arrives on the content channel.
  useEditorialLive();
  const current = settings.data?.speaking_rate_wpm;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (current !== undefined) setText(String(current));
  }, [current]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (current === undefined) return;
    const input = readingRateInput(text, current);
    if (input.kind === 'unchanged') {
      toast({ title: S.nothingToChange });
      return;
    }
    if (input.kind === 'invalid') {
      setError(input.message);
      return;
    }
    setError(undefined);
    setRate.mutate(input.wpm, {
      onSuccess: (saved) => toast({ variant: 'success', title: S.readingRateSaved(saved.speaking_rate_wpm) }),
      onError: (failure) => toast({ variant: 'destructive', title: S.readingRateFailed, description: errorMessage(failure) }),
    });
  };

  return (
    <Card>
      <CardHeading icon={Timer} title={S.readingRateTitle} />
      <CardContent>
        {settings.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(settings.error)}
          </p>
        ) : current === undefined ? (
          <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> Henter talehastigheten...
          </div>
        ) : (
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <FormField label={S.readingRate} hint={S.readingRateHint} error={error}>
              <Input type="number" inputMode="numeric" min={SPEAKING_RATE_MIN} max={SPEAKING_RATE_MAX} step={1} value={text} onChange={(e) => setText(e.target.value)} className="w-32" />
            </FormField>
            <div>
              <Button type="submit" variant="outline" disabled={setRate.isPending}>
                {S.readingRateSave}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
