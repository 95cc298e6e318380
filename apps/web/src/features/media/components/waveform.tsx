import { useMemo, type KeyboardEvent, type PointerEvent } from 'react';
import { formatDuration, MARKER_KIND_COLORS, MARKER_KIND_LABELS, type MediaMarker } from '@studioportal/shared';

interface WaveformProps {
  peaks: number[] | null;
  durationMs: number;
  positionMs: number;
  markers: MediaMarker[];
  onSeek: (ms: number) => void;
}

const STEP_MS = 5000;

/**
 * The waveform is the seek bar: click or drag anywhere to jump there, or use the arrow keys
 * (5 s), Home and End. Peaks are scaled to the loudest one so quiet recordings are still visible.
 */
export function Waveform({ peaks, durationMs, positionMs, markers, onSeek }: WaveformProps) {
  const bars = useMemo(() => {
    if (!peaks || peaks.length === 0) return null;
    const loudest = Math.max(...peaks, 0.001);
    return peaks.map((p) => Math.max(0.02, p / loudest));
  }, [peaks]);
  const fraction = durationMs > 0 ? Math.min(1, positionMs / durationMs) : 0;

  const seekTo = (e: PointerEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    onSeek(Math.round(((e.clientX - rect.left) / rect.width) * durationMs));
  };
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const next =
      e.key === 'ArrowRight' || e.key === 'ArrowUp'
        ? positionMs + STEP_MS
        : e.key === 'ArrowLeft' || e.key === 'ArrowDown'
          ? positionMs - STEP_MS
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? durationMs
              : null;
    if (next === null) return;
    e.preventDefault();
    onSeek(Math.max(0, Math.min(durationMs, next)));
  };

  return (
    <div className="relative select-none pt-5">
      {markers.map((m) => (
        <button
          key={m.id}
          type="button"
          className="absolute top-0 z-10 -translate-x-1/2 rounded px-1 text-[10px] font-semibold leading-4 text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          style={{ left: `${durationMs > 0 ? (m.position_ms / durationMs) * 100 : 0}%`, backgroundColor: MARKER_KIND_COLORS[m.kind] }}
          onClick={() => onSeek(m.position_ms)}
          aria-label={`Gå til ${m.label || MARKER_KIND_LABELS[m.kind]} ved ${formatDuration(m.position_ms / 1000)}`}
        >
          {m.label || MARKER_KIND_LABELS[m.kind]}
        </button>
      ))}
      <div
        role="slider"
        tabIndex={0}
        aria-label="Avspillingsposisjon"
        aria-valuemin={0}
        aria-valuemax={Math.round(durationMs / 1000)}
        aria-valuenow={Math.round(positionMs / 1000)}
        aria-valuetext={`${formatDuration(positionMs / 1000)} av ${formatDuration(durationMs / 1000)}`}
        className="relative h-24 cursor-pointer overflow-hidden rounded-lg bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          seekTo(e);
        }}
        onPointerMove={(e) => {
          if (e.buttons === 1) seekTo(e);
        }}
        onKeyDown={onKey}
      >
        {bars ? (
          <svg viewBox={`0 0 ${bars.length} 100`} preserveAspectRatio="none" className="absolute inset-0 size-full" aria-hidden>
            {bars.map((b, i) => (
              <rect
                key={i}
                x={i + 0.15}
                width={0.7}
                y={50 - b * 46}
                height={b * 92}
                className={i / bars.length < fraction ? 'fill-primary' : 'fill-muted-foreground/45'}
              />
            ))}
          </svg>
        ) : (
          <div className="absolute inset-x-0 top-1/2 h-px bg-muted-foreground/40" aria-hidden />
        )}
        {markers.map((m) => (
          <div
            key={m.id}
            aria-hidden
            className="absolute inset-y-0 w-0.5"
            style={{ left: `${durationMs > 0 ? (m.position_ms / durationMs) * 100 : 0}%`, backgroundColor: MARKER_KIND_COLORS[m.kind] }}
          />
        ))}
        <div aria-hidden className="absolute inset-y-0 w-0.5 bg-foreground" style={{ left: `${fraction * 100}%` }} />
      </div>
    </div>
  );
}
