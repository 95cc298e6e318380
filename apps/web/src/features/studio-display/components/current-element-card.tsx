import { CLOCK_STRINGS, ON_AIR_STRINGS, type ActiveClock, type RunningState } from '@studioportal/shared';
import { currentElement, timeLeft } from '../lib/display-times';
import { CardAside, CardTitle, DisplayCard, Figure } from './display-card';

interface CurrentElementCardProps {
  state: RunningState<ActiveClock>;
  now: Date;
  large: boolean;
  className?: string;
}

/** The element on air and its time left: the largest figure after the wall clock; red and counting up once over. */
export function CurrentElementCard({ state, now, large, className }: CurrentElementCardProps) {
  const { element, byPlan, remaining } = currentElement(state, now.getTime());
  const left = remaining === null ? null : timeLeft(remaining);
  return (
    <DisplayCard
      label={ON_AIR_STRINGS.currentElement}
      tone={left?.over ? 'over' : 'current'}
      large={large}
      className={className}
    >
      {element ? (
        <>
          <CardTitle large={large}>{element.title}</CardTitle>{' '}
          {byPlan && <CardAside large={large}>{ON_AIR_STRINGS.byPlan}</CardAside>}{' '}
          {left && (
            <Figure step="left" large={large} testId="display-time-left" caption={left.caption} className={left.over ? 'text-red-600 dark:text-red-400' : undefined}>
              {left.text}
            </Figure>
          )}
        </>
      ) : (
        <CardTitle large={large} muted>
          {state.clock ? ON_AIR_STRINGS.noElement : CLOCK_STRINGS.noClockNow}
        </CardTitle>
      )}
    </DisplayCard>
  );
}
