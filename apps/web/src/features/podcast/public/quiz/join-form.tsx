import { useId } from 'react';
import { Loader2, LogIn } from 'lucide-react';
import { QUIZ_LIMITS as L, QUIZ_STRINGS as S, type QuizPlayState } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { FormStatusLine } from '../to-studio/form-status';
import { HoneypotField } from '../to-studio/honeypot-field';
import { TextField } from '../to-studio/text-field';
import { QUIZ_PLAY_STRINGS as T } from './strings';
import { useJoinForm } from './use-join-form';

/** "Bli med i quizen": the code read on air and a nickname for the leaderboard. */
export function JoinForm({ quizTitle, code, notice, onJoined }: { quizTitle: string | null; code: string | null; notice: string | null; onJoined: (code: string, state: QuizPlayState) => void }) {
  const headingId = useId();
  const statusId = useId();
  const form = useJoinForm({ code, onJoined });
  const { values, errors, setValue, status } = form;
  const sending = status.kind === 'sending';
  // A notice (why the play view closed) shows until the listener tries again.
  const shownStatus = status.kind === 'idle' && notice ? { kind: 'failed' as const, message: notice } : status;

  return (
    <form noValidate onSubmit={(e) => void form.submit(e)} aria-labelledby={headingId} aria-describedby={statusId} className="relative grid gap-4">
      <div className="grid gap-1">
        {quizTitle && <p className="text-xs font-semibold uppercase tracking-wide text-primary dark:text-blue-400">{quizTitle}</p>}
        <h3 id={headingId} className="text-lg font-semibold tracking-tight">
          {S.joinTitle}
        </h3>
        <p className="text-sm text-muted-foreground">{T.joinHint}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <TextField label={S.codeLabel} name="code" required inputMode="numeric" autoComplete="off" value={values.code} onChange={(v) => setValue('code', v)} error={errors.code} />
        <TextField
          label={S.nicknameLabel}
          name="nickname"
          required
          autoComplete="nickname"
          counterMax={L.nicknameMax}
          value={values.nickname}
          onChange={(v) => setValue('nickname', v)}
          error={errors.nickname}
        />
      </div>
      <HoneypotField value={form.website} onChange={form.setWebsite} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {/* Not disabled while sending, so the focus stays on it; a second press is ignored. */}
        <Button type="submit" size="lg" aria-busy={sending || undefined} className="max-sm:w-full">
          {sending ? <Loader2 aria-hidden className="motion-safe:animate-spin" /> : <LogIn aria-hidden />}
          {sending ? T.joining : S.joinButton}
        </Button>
        <FormStatusLine id={statusId} status={shownStatus} />
      </div>
    </form>
  );
}
