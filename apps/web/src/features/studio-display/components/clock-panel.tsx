import { cn } from '@/lib/cn';
import type { DisplayPanelProps } from '@/lib/extension-points';
import { WithLivePoll } from '@/features/listener-hub';
import { WithLiveQuiz } from '@/features/quiz';
import { AnalogClock } from './analog-clock';
import styles from './clock-panel.module.css';
import { CurrentElementCard } from './current-element-card';
import { HardStartCard } from './hard-start-card';
import { NextElementCard } from './next-element-card';
import { WallClock } from './wall-clock';

/**
 * The clock display's panel: the clock face and wall time, the element on air with its time left,
 * what comes next and the next hard start. On the kiosk it arranges and sizes itself from the
 * room it gets (clock-panel.module.css), so nothing is pushed off when a message shares the
 * screen; inside the layout it is an ordinary responsive page section. While listeners vote, the
 * open poll sits beside it (below inside the layout) and the clock takes the room that is left;
 * so does a running quiz.
 */
export default function ClockPanel({ now, timeZone, large, running }: DisplayPanelProps) {
  if (large) {
    return (
      <WithLivePoll large>
        <WithLiveQuiz large>
          <div className={styles.panel}>
            <div className={styles.grid}>
              <AnalogClock now={now} timeZone={timeZone} className={styles.face} />
              <div className={cn(styles.cell, styles.wall)}>
                <WallClock now={now} timeZone={timeZone} large />
              </div>
              <CurrentElementCard state={running} now={now} large className={styles.current} />
              <NextElementCard state={running} now={now} large className={styles.next} />
              <HardStartCard state={running} timeZone={timeZone} large className={styles.hard} />
            </div>
          </div>
        </WithLiveQuiz>
      </WithLivePoll>
    );
  }
  return (
    <WithLivePoll large={false}>
      <WithLiveQuiz large={false}>
        <div className="grid min-w-0 items-center gap-6 lg:grid-cols-[auto_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col items-center gap-3">
            <AnalogClock now={now} timeZone={timeZone} className="h-56 sm:h-72" />
            <WallClock now={now} timeZone={timeZone} large={false} />
          </div>
          <div className="grid min-w-0 gap-4 sm:grid-cols-2">
            <CurrentElementCard state={running} now={now} large={false} className="sm:col-span-2" />
            <NextElementCard state={running} now={now} large={false} />
            <HardStartCard state={running} timeZone={timeZone} large={false} />
          </div>
        </div>
      </WithLiveQuiz>
    </WithLivePoll>
  );
}
