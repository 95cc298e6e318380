import { useCallback, useEffect, useState } from 'react';
import { RotateCw } from 'lucide-react';
import { QUIZ_STRINGS as Q, type QuizPlayState } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { forgetJoinedCode } from './joined-code';
import { JoinForm } from './join-form';
import { PlayScreen } from './play-screen';
import { fetchPlayState } from './quiz-api';
import { QuizLoading } from './quiz-loading';
import { QUIZ_PLAY_STRINGS as T } from './strings';
import type { Ended } from './use-play-session';

type Stage =
  | { kind: 'join'; code: string | null; notice: string | null }
  | { kind: 'loading'; code: string }
  | { kind: 'failed'; code: string }
  | { kind: 'playing'; code: string; initial: QuizPlayState };

export interface LiveQuizProps {
  /** The running quiz's title (GET /api/quiz/public), over the join form. */
  quizTitle: string | null;
  /** The code this tab joined (sessionStorage), if any. */
  code: string | null;
  onCodeChange: (code: string | null) => void;
}

/**
 * The quiz on the listener's phone, loaded only once a quiz is live (or this tab joined one): the
 * join form, then the play view. A reload comes back to the play view through the remembered
 * code; the server says `me: null` if this device is not in that quiz, and the form comes back.
 */
export default function LiveQuiz({ quizTitle, code, onCodeChange }: LiveQuizProps) {
  const [stage, setStage] = useState<Stage>(() => (code ? { kind: 'loading', code } : { kind: 'join', code: null, notice: null }));

  const backToJoin = useCallback(
    (joinCode: string | null, notice: string | null) => {
      forgetJoinedCode();
      onCodeChange(null);
      setStage({ kind: 'join', code: joinCode, notice });
    },
    [onCodeChange],
  );

  useEffect(() => {
    if (stage.kind !== 'loading') return;
    let current = true;
    fetchPlayState(stage.code).then(
      (state) => {
        if (!current) return;
        if (state.me) setStage({ kind: 'playing', code: stage.code, initial: state });
        else backToJoin(stage.code, null);
      },
      (error: unknown) => {
        if (!current) return;
        // The code no longer names a quiz (it finished and its code was freed).
        if (isApiError(error) && error.status === 404) backToJoin(null, null);
        else setStage({ kind: 'failed', code: stage.code });
      },
    );
    return () => {
      current = false;
    };
  }, [stage, backToJoin]);

  const ended = useCallback(
    (why: Ended) => {
      if (stage.kind !== 'playing') return;
      backToJoin(why.reason === 'notJoined' ? stage.code : null, why.reason === 'notJoined' ? why.message || Q.notJoined : why.message || Q.sessionFinished);
    },
    [stage, backToJoin],
  );

  switch (stage.kind) {
    case 'join':
      return (
        <JoinForm
          quizTitle={quizTitle}
          code={stage.code}
          notice={stage.notice}
          onJoined={(joined, state) => {
            onCodeChange(joined);
            setStage({ kind: 'playing', code: joined, initial: state });
          }}
        />
      );
    case 'loading':
      return <QuizLoading />;
    case 'failed':
      return (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="alert" className="text-sm text-muted-foreground">
            {T.loadFailed}
          </p>
          <Button variant="outline" onClick={() => setStage({ kind: 'loading', code: stage.code })}>
            <RotateCw aria-hidden />
            {T.retry}
          </Button>
        </div>
      );
    case 'playing':
      return <PlayScreen key={stage.code} code={stage.code} initial={stage.initial} onEnded={ended} onLeave={() => backToJoin(null, null)} />;
  }
}
