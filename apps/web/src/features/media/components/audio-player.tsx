import { useEffect, useRef, useState } from 'react';
import { Pause, Play, Trash2 } from 'lucide-react';
import {
  can,
  formatDuration,
  MARKER_KIND_COLORS,
  MARKER_KIND_LABELS,
  MARKER_KINDS,
  MEDIA_STRINGS,
  type MarkerKind,
  type MediaItem,
} from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { useAddMarker, useDeleteMarker } from '../api';
import { Waveform } from './waveform';

/** Plays a library file in the browser (streamed with range requests), with its waveform, seeking and cue markers. */
export function AudioPlayer({ item }: { item: MediaItem }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [positionMs, setPositionMs] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [mediaDurationMs, setMediaDurationMs] = useState(0);
  const durationMs = item.duration_ms ?? mediaDurationMs;
  const [kind, setKind] = useState<MarkerKind>('intro');
  const [label, setLabel] = useState('');
  const addMarker = useAddMarker();
  const deleteMarker = useDeleteMarker();
  const { userProfile } = useAuth();
  const mayDeleteMarker = (m: MediaItem['markers'][number]) =>
    m.created_by === userProfile?.id || item.owner_id === userProfile?.id || can(userProfile?.app_role, 'deleteOthersContent');

  useEffect(() => {
    setPositionMs(0);
    setPlaying(false);
  }, [item.id]);

  const seek = (ms: number) => {
    if (audio.current) audio.current.currentTime = ms / 1000;
    setPositionMs(ms);
  };

  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (el.paused) void el.play().catch(() => toast({ title: 'Kunne ikke spille av filen', variant: 'destructive' }));
    else el.pause();
  };

  const add = () => {
    const position = Math.round(positionMs);
    addMarker.mutate(
      { id: item.id, input: { kind, label: label.trim(), position_ms: position } },
      {
        onSuccess: () => setLabel(''),
        onError: (error) => toast({ title: 'Kunne ikke legge til markør', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <div className="grid gap-4">
      <audio
        ref={audio}
        src={item.url}
        preload="metadata"
        onTimeUpdate={(e) => setPositionMs(e.currentTarget.currentTime * 1000)}
        onLoadedMetadata={(e) => Number.isFinite(e.currentTarget.duration) && setMediaDurationMs(e.currentTarget.duration * 1000)}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
      <div className="flex items-center gap-3">
        <Button size="icon" onClick={toggle} aria-label={playing ? MEDIA_STRINGS.pause : MEDIA_STRINGS.play} className="rounded-full">
          {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        </Button>
        <p className="font-mono text-sm tabular-nums" aria-live="off">
          <span data-testid="player-position">{formatDuration(positionMs / 1000)}</span>
          <span className="text-muted-foreground"> / {formatDuration(durationMs / 1000)}</span>
        </p>
      </div>
      <Waveform peaks={item.waveform} durationMs={durationMs} positionMs={positionMs} markers={item.markers} onSeek={seek} />

      <fieldset className="grid gap-3 rounded-lg border p-3">
        <legend className="px-1 text-sm font-semibold">Markører</legend>
        <div className="grid gap-2 sm:grid-cols-[10rem_1fr_auto]">
          <NativeSelect aria-label="Markørtype" value={kind} onChange={(e) => setKind(e.target.value as MarkerKind)}>
            {MARKER_KINDS.map((k) => (
              <option key={k} value={k}>
                {MARKER_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
          <Input aria-label="Etikett (valgfri)" placeholder="Etikett (valgfri)" value={label} maxLength={80} onChange={(e) => setLabel(e.target.value)} />
          <Button onClick={add} disabled={addMarker.isPending}>
            {MEDIA_STRINGS.addMarker} ved {formatDuration(positionMs / 1000)}
          </Button>
        </div>
        {item.markers.length === 0 ? (
          <p className="text-sm text-muted-foreground">Ingen markører ennå. Spill av eller klikk i bølgeformen, og legg til intro, outro eller cue-punkter.</p>
        ) : (
          <ul aria-label="Markører" className="grid gap-1">
            {item.markers.map((m) => (
              <li key={m.id} className="flex items-center gap-2 rounded-md px-1 py-0.5 hover:bg-accent/60">
                <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: MARKER_KIND_COLORS[m.kind] }} />
                <button type="button" className="font-mono text-sm tabular-nums underline-offset-2 hover:underline" onClick={() => seek(m.position_ms)}>
                  {formatDuration(m.position_ms / 1000)}
                </button>
                <span className="text-sm font-medium">{MARKER_KIND_LABELS[m.kind]}</span>
                {m.label && <span className="min-w-0 flex-1 truncate text-sm text-muted-foreground">{m.label}</span>}
                {mayDeleteMarker(m) && (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    className="ml-auto"
                    aria-label={`Slett markør ${MARKER_KIND_LABELS[m.kind]} ${formatDuration(m.position_ms / 1000)}`}
                    onClick={() => deleteMarker.mutate({ id: item.id, markerId: m.id })}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </div>
  );
}
