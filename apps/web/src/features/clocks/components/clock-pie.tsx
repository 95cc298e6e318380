import { CLOCK_ELEMENT_TYPE_COLORS, CLOCK_ELEMENT_TYPE_LABELS, clockTotals, formatMmSs, HOUR_SECONDS, type ClockElementType } from '@studioportal/shared';
import { cn } from '@/lib/cn';

export interface PieElement {
  key: string;
  type: ClockElementType;
  title: string;
  start_offset_s: number;
  duration_s: number;
  hard_start: boolean;
  /** Dims the slice (e.g. already sent on a running clock). */
  done?: boolean;
}

interface ClockPieProps {
  elements: readonly PieElement[];
  /** Seconds into the hour to mark with a hand (the current minute when the clock is today's). */
  nowSeconds?: number | null;
  /** Keys of elements with a rule problem: outlined in red. */
  problemKeys?: ReadonlySet<string>;
  highlightKey?: string | null;
  onSelect?: (key: string) => void;
  className?: string;
  /** Accessible name prefix, e.g. the template name. */
  label?: string;
}

const SIZE = 240;
const C = SIZE / 2;
const OUTER = 104;
const INNER = 62;
const TICK_OUTER = 117;

function point(radius: number, seconds: number): [number, number] {
  const angle = (seconds / HOUR_SECONDS) * 2 * Math.PI - Math.PI / 2;
  return [C + radius * Math.cos(angle), C + radius * Math.sin(angle)];
}

/** A donut slice from `from` to `to` seconds (clockwise from the top of the hour). */
function slicePath(from: number, to: number, outer = OUTER, inner = INNER): string {
  const span = Math.min(to, from + HOUR_SECONDS - 0.01) - from;
  const large = span > HOUR_SECONDS / 2 ? 1 : 0;
  const [x1, y1] = point(outer, from);
  const [x2, y2] = point(outer, from + span);
  const [x3, y3] = point(inner, from + span);
  const [x4, y4] = point(inner, from);
  const f = (n: number) => n.toFixed(2);
  return `M${f(x1)} ${f(y1)}A${outer} ${outer} 0 ${large} 1 ${f(x2)} ${f(y2)}L${f(x3)} ${f(y3)}A${inner} ${inner} 0 ${large} 0 ${f(x4)} ${f(y4)}Z`;
}

/**
 * The round hour clock: one slice per element in its type's colour, minute ticks, hard starts
 * marked on the rim, what runs past the hour in red, and optionally a hand at the current minute.
 */
export function ClockPie({ elements, nowSeconds = null, problemKeys, highlightKey, onSelect, className, label }: ClockPieProps) {
  const totals = clockTotals(elements);
  const name = `${label ? `${label}: ` : ''}klokkediagram med ${elements.length} ${elements.length === 1 ? 'element' : 'elementer'}, ${formatMmSs(totals.planned)} planlagt`;

  return (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={name} className={cn('h-auto w-full max-w-[340px] select-none', className)}>
      <title>{name}</title>
      <circle cx={C} cy={C} r={(OUTER + INNER) / 2} fill="none" className="stroke-muted" strokeWidth={OUTER - INNER} />

      {Array.from({ length: 60 }, (_, minute) => {
        const major = minute % 5 === 0;
        const [x1, y1] = point(major ? OUTER + 4 : OUTER + 6, minute * 60);
        const [x2, y2] = point(TICK_OUTER - (major ? 0 : 3), minute * 60);
        return (
          <line
            key={minute}
            x1={x1}
            y1={y1}
            x2={x2}
            y2={y2}
            className={major ? 'stroke-foreground/60' : 'stroke-muted-foreground/40'}
            strokeWidth={major ? 1.5 : 1}
          />
        );
      })}

      {elements.map((e) => {
        const end = Math.min(e.start_offset_s + e.duration_s, HOUR_SECONDS);
        if (e.start_offset_s >= HOUR_SECONDS || end <= e.start_offset_s) return null;
        const highlighted = highlightKey === e.key;
        const problem = problemKeys?.has(e.key);
        return (
          <path
            key={e.key}
            data-slice={e.type}
            d={slicePath(e.start_offset_s, end, highlighted ? OUTER + 3 : OUTER)}
            fill={CLOCK_ELEMENT_TYPE_COLORS[e.type]}
            fillOpacity={e.done ? 0.35 : 0.92}
            className={cn('stroke-card transition-[fill-opacity]', onSelect && 'cursor-pointer', problem && 'stroke-red-500')}
            strokeWidth={problem ? 2.5 : 1.25}
            onClick={onSelect ? () => onSelect(e.key) : undefined}
          >
            <title>{`${formatMmSs(e.start_offset_s)} ${e.title} (${CLOCK_ELEMENT_TYPE_LABELS[e.type]}, ${formatMmSs(e.duration_s)})`}</title>
          </path>
        );
      })}

      {/* What runs past the hour: a red band outside the rim, from :00 on. */}
      {totals.overBy > 0 && (
        <path data-overflow d={slicePath(0, Math.min(totals.overBy, HOUR_SECONDS), OUTER + 9, OUTER + 5)} className="fill-red-500">
          <title>{`${formatMmSs(totals.overBy)} over timen`}</title>
        </path>
      )}

      {elements
        .filter((e) => e.hard_start && e.start_offset_s < HOUR_SECONDS)
        .map((e) => {
          const [x1, y1] = point(INNER - 2, e.start_offset_s);
          const [x2, y2] = point(OUTER + 2, e.start_offset_s);
          return <line key={`hard-${e.key}`} x1={x1} y1={y1} x2={x2} y2={y2} className="stroke-foreground" strokeWidth={2.5} strokeLinecap="round" />;
        })}

      {[0, 15, 30, 45].map((minute) => {
        const [x, y] = point(INNER - 13, minute * 60);
        return (
          <text key={minute} x={x} y={y} textAnchor="middle" dominantBaseline="central" className="fill-muted-foreground text-[10px] font-medium">
            {`:${String(minute).padStart(2, '0')}`}
          </text>
        );
      })}

      {nowSeconds !== null && nowSeconds >= 0 && nowSeconds < HOUR_SECONDS && (
        <g data-now-hand>
          <line
            x1={point(INNER - 4, nowSeconds)[0]}
            y1={point(INNER - 4, nowSeconds)[1]}
            x2={point(TICK_OUTER + 1, nowSeconds)[0]}
            y2={point(TICK_OUTER + 1, nowSeconds)[1]}
            className="stroke-red-500"
            strokeWidth={2.5}
            strokeLinecap="round"
          />
          <circle cx={point(TICK_OUTER + 1, nowSeconds)[0]} cy={point(TICK_OUTER + 1, nowSeconds)[1]} r={3} className="fill-red-500" />
          <title>{`Nå: ${formatMmSs(nowSeconds)} ut i timen`}</title>
        </g>
      )}

      <text x={C} y={C - 8} textAnchor="middle" className="tabular fill-foreground text-[17px] font-semibold">
        {formatMmSs(totals.planned)}
      </text>
      <text x={C} y={C + 11} textAnchor="middle" className="fill-muted-foreground text-[9.5px]">
        {totals.overBy > 0 ? `${formatMmSs(totals.overBy)} for mye` : `${formatMmSs(totals.free)} ledig`}
      </text>
    </svg>
  );
}
