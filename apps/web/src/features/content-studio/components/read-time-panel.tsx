import { useEffect, useState } from 'react';
import { Timer } from 'lucide-react';
import { can, EDITORIAL_STRINGS, SPEAKING_RATE_MAX, SPEAKING_RATE_MIN } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { useSetSpeakingRate } from '@/features/editorial';
import { errorMessage } from '@/lib/api';

interface ReadTimePanelProps {
  label: string;
  words: number;
  wordsPerMinute: number;
}

/** The estimated read-aloud time (mm:ss) as you type; administrators set the station's speaking rate here. */
export function ReadTimePanel({ label, words, wordsPerMinute }: ReadTimePanelProps) {
  const { userProfile } = useAuth();
  const mayChangeRate = can(userProfile?.app_role, 'stationSettings');
  const [rate, setRate] = useState(String(wordsPerMinute));
  const setSpeakingRate = useSetSpeakingRate();
  useEffect(() => setRate(String(wordsPerMinute)), [wordsPerMinute]);

  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2 rounded-lg border bg-muted/40 px-4 py-3">
      <div className="flex items-center gap-2">
        <Timer aria-hidden className="size-5 text-primary" />
        <span className="text-sm text-muted-foreground">{EDITORIAL_STRINGS.readTime}</span>
        <output aria-live="polite" aria-label={EDITORIAL_STRINGS.readTime} className="font-mono text-2xl font-semibold tabular-nums">
          {label}
        </output>
      </div>
      <span className="text-sm text-muted-foreground">
        {words} {EDITORIAL_STRINGS.words} · {wordsPerMinute} {EDITORIAL_STRINGS.wordsPerMinute}
      </span>
      {mayChangeRate && (
        <form
          className="ml-auto flex items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setSpeakingRate.mutate(Number(rate), {
              onSuccess: (s) => toast({ title: `Talehastigheten er ${s.speaking_rate_wpm} ord/min`, variant: 'success' }),
              onError: (error) => toast({ title: 'Kunne ikke endre talehastigheten', description: errorMessage(error), variant: 'destructive' }),
            });
          }}
        >
          <label className="text-xs text-muted-foreground" htmlFor="speaking-rate">
            {EDITORIAL_STRINGS.speakingRate}
          </label>
          <Input
            id="speaking-rate"
            type="number"
            min={SPEAKING_RATE_MIN}
            max={SPEAKING_RATE_MAX}
            value={rate}
            onChange={(e) => setRate(e.target.value)}
            className="h-8 w-20"
          />
          <Button type="submit" size="sm" variant="outline" disabled={Number(rate) === wordsPerMinute || setSpeakingRate.isPending}>
            Bruk
          </Button>
        </form>
      )}
    </div>
  );
}
