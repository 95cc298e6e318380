import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Plus, Trash2 } from 'lucide-react';
import {
  chaptersFromAsRun,
  formatDuration,
  parsePodcastTimestamp,
  PODCAST_CHAPTERS_MAX,
  PODCAST_STRINGS,
  addDaysToDateKey,
  isValidDateKey,
  toStationInputValue,
  zonedTimeToInstant,
  type ClockDayResponse,
  type ScheduledShowsResponse,
  type PodcastChapter,
} from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { api, errorMessage } from '@/lib/api';

const S = PODCAST_STRINGS.manage;

/** The shows of one station day (Europe/Oslo), to take one show's as-run instead of the whole day's. */
function useShowsOfDay(dateKey: string) {
  return useQuery({
    queryKey: ['podcast', 'chapter-shows', dateKey],
    enabled: isValidDateKey(dateKey),
    queryFn: ({ signal }) => {
      const from = zonedTimeToInstant(dateKey, 0) ?? new Date(`${dateKey}T00:00:00Z`);
      const to = zonedTimeToInstant(addDaysToDateKey(dateKey, 1), 0) ?? new Date(from.getTime() + 86_400_000);
      const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
      return api.get<ScheduledShowsResponse>(`/api/shows?${query}`, { signal });
    },
  });
}

const sentWithin = (sentAt: string | null, show: { scheduled_start: string; scheduled_end: string } | undefined) =>
  !show || (sentAt !== null && Date.parse(sentAt) >= Date.parse(show.scheduled_start) && Date.parse(sentAt) < Date.parse(show.scheduled_end));

/** A chapter row as typed: the time stays text until it is saved, so half-typed times are fine. */
export interface ChapterDraft {
  key: string;
  time: string;
  title: string;
}

let nextKey = 0;
export const toDrafts = (chapters: readonly PodcastChapter[]): ChapterDraft[] =>
  chapters.map((c) => ({ key: `c${nextKey++}`, time: formatDuration(c.start_s), title: c.title }));

/** Drafts to chapters, or the index of the first row whose time cannot be read. */
export function fromDrafts(drafts: readonly ChapterDraft[]): { chapters: PodcastChapter[] } | { badRow: number } {
  const chapters: PodcastChapter[] = [];
  for (const [index, draft] of drafts.entries()) {
    const start = parsePodcastTimestamp(draft.time);
    if (start === null) return { badRow: index };
    chapters.push({ start_s: start, title: draft.title });
  }
  return { chapters };
}

/**
 * Chapter marks: start time and title per row. "Hent fra sendeklokka" fills them from the
 * as-run log of a broadcast day (the clock elements marked sent), one click, then editable.
 */
export function ChaptersEditor({
  drafts,
  onChange,
  errors,
  defaultDate,
}: {
  drafts: ChapterDraft[];
  onChange: (drafts: ChapterDraft[]) => void;
  errors: Record<string, string>;
  defaultDate: Date;
}) {
  const dateId = useId();
  const showId = useId();
  const [date, setDate] = useState(() => toStationInputValue(defaultDate).slice(0, 10));
  const [chosenShow, setChosenShow] = useState('');
  const shows = useShowsOfDay(date);
  const show = shows.data?.shows.find((s) => s.id === chosenShow);
  const [loading, setLoading] = useState(false);

  const update = (key: string, patch: Partial<ChapterDraft>) => onChange(drafts.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const add = () => {
    const last = drafts.at(-1);
    const lastStart = last ? (parsePodcastTimestamp(last.time) ?? 0) : -60;
    onChange([...drafts, { key: `c${nextKey++}`, time: formatDuration(lastStart + 60), title: '' }]);
  };

  const fromClocks = async () => {
    setLoading(true);
    try {
      const day = await api.get<ClockDayResponse>(`/api/active-clocks?date=${encodeURIComponent(date)}`);
      const chapters = chaptersFromAsRun(day.clocks.flatMap((clock) => clock.elements).filter((e) => sentWithin(e.sent_at, show)));
      if (chapters.length === 0) {
        toast({ title: S.fromClocksNone });
        return;
      }
      onChange(toDrafts(chapters));
      toast({ title: S.fromClocksDone(chapters.length), variant: 'success' });
    } catch (error) {
      toast({ title: S.saveFailed, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">{S.chaptersLabel}</legend>
      {drafts.length > 0 && (
        <ol className="grid gap-2">
          {drafts.map((draft, index) => {
            const timeError = errors[`chapters.${index}.start_s`] ?? errors[`chapterTime.${index}`];
            const titleError = errors[`chapters.${index}.title`];
            return (
              <li key={draft.key} className="grid grid-cols-[6.5rem_minmax(0,1fr)_auto] items-start gap-2">
                <div>
                  <Input
                    value={draft.time}
                    onChange={(e) => update(draft.key, { time: e.currentTarget.value })}
                    aria-label={`${S.chapterStart}, kapittel ${index + 1}`}
                    aria-invalid={timeError ? true : undefined}
                    inputMode="numeric"
                    className="tabular"
                  />
                  {timeError && <p className="mt-1 text-xs text-red-600 dark:text-red-400">{timeError}</p>}
                </div>
                <div>
                  <Input
                    value={draft.title}
                    onChange={(e) => update(draft.key, { title: e.currentTarget.value })}
                    aria-label={`${S.chapterTitle}, kapittel ${index + 1}`}
                    aria-invalid={titleError ? true : undefined}
                    placeholder={S.chapterTitle}
                  />
                  {titleError && <p className="mt-1 text-xs text-red-600 dark:text-red-400">{titleError}</p>}
                </div>
                <Button variant="ghost" size="icon" onClick={() => onChange(drafts.filter((d) => d.key !== draft.key))} aria-label={S.removeChapter(draft.title)}>
                  <Trash2 aria-hidden />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {errors.chapters && <p className="text-xs font-medium text-red-600 dark:text-red-400">{errors.chapters}</p>}
      <div className="flex flex-wrap items-end gap-2">
        <Button variant="outline" onClick={add} disabled={drafts.length >= PODCAST_CHAPTERS_MAX}>
          <Plus aria-hidden />
          {S.addChapter}
        </Button>
        <div className="ml-auto flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor={dateId} className="text-xs text-muted-foreground">
              {S.fromClocksDate}
            </label>
            <DateField
              id={dateId}
              value={date}
              onChange={(next) => {
                setDate(next);
                setChosenShow('');
              }}
              className="w-40"
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor={showId} className="text-xs text-muted-foreground">
              {S.fromClocksShow}
            </label>
            <NativeSelect id={showId} value={chosenShow} onChange={(e) => setChosenShow(e.currentTarget.value)} className="w-56">
              <option value="">{S.fromClocksWholeDay}</option>
              {shows.data?.shows.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title} {toStationInputValue(new Date(s.scheduled_start)).slice(11, 16)}–{toStationInputValue(new Date(s.scheduled_end)).slice(11, 16)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button variant="secondary" onClick={fromClocks} disabled={loading || !date}>
            <CalendarClock aria-hidden />
            {S.fromClocks}
          </Button>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">{S.fromClocksHint}</p>
    </fieldset>
  );
}
