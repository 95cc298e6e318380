import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ArrowDown, ArrowUp, FileText, GripVertical, Trash2 } from 'lucide-react';
import {
  CLOCK_STRINGS,
  formatMmSs,
  parseMmSs,
  RUNDOWN_STATUS_LABELS,
  RUNDOWN_STATUSES,
  SHOW_PLAN_LIMITS,
  type PublicProfile,
  type RundownItem,
  type RundownItemPatch,
  type RundownStatus,
} from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { displayName, personColor } from '@/lib/people';
import { LiveField } from './live-field';

const STATUS_STYLES: Record<RundownStatus, string> = {
  idea: 'border-l-slate-400',
  in_progress: 'border-l-amber-500',
  ready: 'border-l-green-600',
  sent: 'border-l-blue-500',
};

export interface RowDragHandlers {
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

interface RundownRowProps {
  item: RundownItem;
  index: number;
  count: number;
  canEdit: boolean;
  canSetStatus: boolean;
  staff: PublicProfile[];
  dragging: boolean;
  drag: RowDragHandlers;
  onPatch: (patch: RundownItemPatch) => Promise<void>;
  onStatus: (status: RundownStatus) => void;
  onMove: (to: number) => void;
  onDelete: () => void;
}

/** One rundown item: topic, guest, planned length, responsible, status, script; editable live. */
export function RundownRow({ item, index, count, canEdit, canSetStatus, staff, dragging, drag, onPatch, onStatus, onMove, onDelete }: RundownRowProps) {
  const [showScript, setShowScript] = useState(false);
  const name = `«${item.topic}»`;
  const responsible = item.responsible;

  const statusSelect = (
    <div className="min-w-32 flex-1 sm:w-40 sm:flex-none">
      <NativeSelect
        aria-label={`Status for ${name}`}
        value={item.status}
        disabled={!canSetStatus}
        onChange={(e) => onStatus(e.target.value as RundownStatus)}
        className="h-9 text-sm"
      >
        {RUNDOWN_STATUSES.map((s) => (
          <option key={s} value={s}>
            {RUNDOWN_STATUS_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );

  return (
    <div
      className={cn(
        'grid gap-2 rounded-lg border border-l-4 bg-card p-2 sm:p-3',
        STATUS_STYLES[item.status],
        dragging && 'border-primary bg-accent shadow-lg ring-2 ring-primary/30',
      )}
    >
      <div className="flex min-w-0 flex-wrap items-center gap-1.5">
        {canEdit && (
          <button
            type="button"
            aria-label={`Flytt ${name}`}
            aria-describedby="rundown-move-hint"
            {...drag}
            className="flex h-10 w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
          >
            <GripVertical className="size-4" aria-hidden />
          </button>
        )}
        <span className="tabular w-6 shrink-0 text-center text-sm font-semibold text-muted-foreground" aria-hidden>
          {index + 1}
        </span>
        {canEdit ? (
          <LiveField
            label={`Tema for innslag ${index + 1}`}
            value={item.topic}
            maxLength={SHOW_PLAN_LIMITS.topicMax}
            save={(topic) => onPatch({ topic })}
            className="min-w-48 flex-1"
            inputClassName="h-9 font-medium"
          />
        ) : (
          <span className="min-w-48 flex-1 truncate font-medium">{item.topic}</span>
        )}
        {statusSelect}
        {canEdit && (
          <div className="flex shrink-0 items-center">
            <Button variant="ghost" size="icon-sm" aria-label={`Flytt ${name} opp`} disabled={index === 0} onClick={() => onMove(index - 1)}>
              <ArrowUp aria-hidden />
            </Button>
            <Button variant="ghost" size="icon-sm" aria-label={`Flytt ${name} ned`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
              <ArrowDown aria-hidden />
            </Button>
            <Button variant="ghost" size="icon-sm" aria-label={`Slett ${name}`} onClick={onDelete}>
              <Trash2 aria-hidden />
            </Button>
          </div>
        )}
      </div>

      <div className={cn('grid grid-cols-[5.5rem_minmax(0,1fr)] gap-2 sm:grid-cols-[minmax(0,1fr)_6.5rem_minmax(0,12rem)_auto] sm:items-center', canEdit && 'sm:pl-[3.25rem]')}>
        {canEdit ? (
          <>
            <LiveField
              label={`Gjest for ${name}`}
              placeholder="Gjest"
              value={item.guest}
              maxLength={SHOW_PLAN_LIMITS.guestMax}
              save={(guest) => onPatch({ guest })}
              className="col-span-2 sm:col-span-1"
              inputClassName="h-9"
            />
            <LiveField
              label={`Lengde for ${name} (mm:ss)`}
              placeholder="mm:ss"
              value={item.planned_length_s === null ? '' : formatMmSs(item.planned_length_s)}
              save={async (text) => {
                if (!text.trim()) return onPatch({ planned_length_s: null });
                const seconds = parseMmSs(text);
                if (seconds === null) throw new Error(CLOCK_STRINGS.invalidTime);
                return onPatch({ planned_length_s: seconds });
              }}
              inputClassName="tabular h-9"
            />
            <NativeSelect
              aria-label={`Ansvarlig for ${name}`}
              value={responsible?.id ?? ''}
              onChange={(e) =>
                onPatch({ responsible_id: e.target.value || null }).catch((err: unknown) =>
                  toast({ title: 'Kunne ikke lagre', description: errorMessage(err), variant: 'destructive' }),
                )
              }
              className="h-9 text-sm"
            >
              <option value="">Ingen ansvarlig</option>
              {responsible && !staff.some((p) => p.id === responsible.id) && <option value={responsible.id}>{displayName(responsible.full_name)}</option>}
              {staff.map((p) => (
                <option key={p.id} value={p.id}>
                  {displayName(p.full_name)}
                </option>
              ))}
            </NativeSelect>
          </>
        ) : (
          <p className="col-span-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground sm:col-span-3">
            {item.guest && <span>Gjest: {item.guest}</span>}
            <span className="tabular">Lengde: {item.planned_length_s === null ? '–' : formatMmSs(item.planned_length_s)}</span>
            {responsible && (
              <span className="inline-flex items-center gap-1.5">
                <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: personColor(responsible) }} />
                {displayName(responsible.full_name)}
              </span>
            )}
          </p>
        )}
        {(canEdit || item.script) && (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showScript}
            onClick={() => setShowScript((v) => !v)}
            aria-label={`${showScript ? 'Skjul' : 'Vis'} manus for ${name}`}
            className="col-span-2 justify-self-start sm:col-span-1"
          >
            <FileText aria-hidden /> {showScript ? 'Skjul manus' : 'Manus'}
          </Button>
        )}
      </div>

      {showScript &&
        (canEdit ? (
          <LiveField label={`Manus for ${name}`} multiline value={item.script} maxLength={SHOW_PLAN_LIMITS.scriptMax} save={(script) => onPatch({ script })} className={cn(canEdit && 'sm:pl-[3.25rem]')} />
        ) : (
          <p className="whitespace-pre-wrap rounded-md bg-muted/50 p-3 text-sm">{item.script}</p>
        ))}
    </div>
  );
}
