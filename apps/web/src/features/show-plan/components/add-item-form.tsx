import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { SHOW_PLAN_LIMITS, SHOW_PLAN_STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useAddRundownItem } from '../api';

/** One line at the end of the rundown: type a topic, press Enter. */
export function AddItemForm({ showId }: { showId: string }) {
  const [topic, setTopic] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddRundownItem(showId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!topic.trim()) {
      setError(SHOW_PLAN_STRINGS.topicRequired);
      return;
    }
    const submitted = topic.trim();
    try {
      await add.mutateAsync({ topic: submitted });
      // Keep whatever was typed for the next item while this one was saving.
      setTopic((current) => (current.trim() === submitted ? '' : current));
      setError(null);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-1.5">
      <div className="flex gap-2">
        <Input
          aria-label="Tema for nytt innslag"
          placeholder="Nytt innslag, for eksempel «Intervju med ordføreren»"
          value={topic}
          maxLength={SHOW_PLAN_LIMITS.topicMax}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setTopic(e.target.value);
            setError(null);
          }}
        />
        <Button type="submit" disabled={add.isPending}>
          <Plus aria-hidden /> Legg til
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}
