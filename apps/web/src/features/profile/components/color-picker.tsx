import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Check, CircleAlert } from 'lucide-react';
import {
  COLOR_CLAIM_MESSAGES,
  DEFAULT_CHAT_COLOR,
  PROFILE_STRINGS,
  SUCCESS_BANNER_MS,
  colorClaimMessage,
  contrastWarning,
  normalizeChatColor,
  parseChatColor,
} from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { displayName } from '@/lib/people';
import { profileKeys } from '../api';
import { claimChatColor } from '../color-claim';
import { useSuggestedColors } from '../use-suggested-colors';
import { ColorPreview } from './color-preview';

interface ColorPickerProps {
  currentColor: string | null;
  fullName: string | null;
  /** Called after a successful claim (the profile itself also arrives over the account socket). */
  onSaved?: (color: string) => void;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'saving'; retry?: { attempt: number; seconds: number } }
  | { kind: 'saved' }
  | { kind: 'error'; message: string };

/**
 * Chat colour: 16 free suggestions as a radio group, free input (#RRGGBB, #RGB, hsl()), a live
 * preview on light and dark, the contrast warning, and the claim with the spec's messages.
 */
export function ColorPicker({ currentColor, fullName, onSaved }: ColorPickerProps) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const messageId = useId();
  const [text, setText] = useState(currentColor ?? DEFAULT_CHAT_COLOR);
  const [touched, setTouched] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { colors, loading } = useSuggestedColors(true);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (status.kind !== 'saved') return;
    const timer = setTimeout(() => setStatus({ kind: 'idle' }), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const parsed = parseChatColor(text);
  const normalized = parsed.ok ? parsed.color : null;
  const warning = normalized ? contrastWarning(normalized) : null;
  const validationMessage = !parsed.ok && touched ? parsed.message : null;
  const unchanged = normalized !== null && normalized === (currentColor ? normalizeChatColor(currentColor) : null);
  const saving = status.kind === 'saving';

  const choose = (value: string) => {
    setText(value);
    setTouched(true);
    if (status.kind !== 'saving') setStatus({ kind: 'idle' });
  };

  const save = async () => {
    setTouched(true);
    const result = parseChatColor(text);
    if (!result.ok) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setStatus({ kind: 'saving' });
    try {
      const outcome = await claimChatColor(result.color, {
        signal: controller.signal,
        onRetry: (attempt, delayMs) => setStatus({ kind: 'saving', retry: { attempt, seconds: Math.round(delayMs / 1000) } }),
      });
      if (outcome.success) {
        setText(outcome.color);
        setStatus({ kind: 'saved' });
        onSaved?.(outcome.color);
      } else {
        setStatus({ kind: 'error', message: colorClaimMessage(outcome.reason) });
      }
      void queryClient.invalidateQueries({ queryKey: profileKeys.colorSuggestions });
    } catch {
      // Aborted: the picker closed while a retry was waiting.
    }
  };

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2" disabled={saving}>
        <legend className="mb-2 text-sm font-medium">{PROFILE_STRINGS.suggestionsLabel}</legend>
        {loading ? (
          <div className="flex h-[6.5rem] items-center sm:h-[4.75rem] gap-2 text-sm text-muted-foreground" role="status">
            <Spinner className="size-4" /> Henter ledige farger...
          </div>
        ) : (
          <div className="grid grid-cols-6 gap-2 sm:grid-cols-8">
            {colors.map((color) => (
              <Swatch key={color} color={color} checked={normalized === color} onChoose={choose} />
            ))}
          </div>
        )}
      </fieldset>

      <div className="grid gap-2">
        <Label htmlFor={inputId}>{PROFILE_STRINGS.colorInputLabel}</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={text}
            onChange={(event) => choose(event.target.value)}
            onBlur={() => setTouched(true)}
            placeholder="#3b82f6 eller hsl(217, 91%, 60%)"
            spellCheck={false}
            autoComplete="off"
            disabled={saving}
            aria-invalid={validationMessage ? true : undefined}
            aria-describedby={messageId}
            className="font-mono"
          />
          <label
            className={cn(
              'relative inline-flex size-10 shrink-0 cursor-pointer items-center justify-center overflow-hidden rounded-md border border-input',
              'focus-within:ring-2 focus-within:ring-ring',
            )}
            style={{ backgroundColor: normalized ?? 'transparent' }}
          >
            <span className="sr-only">Velg farge med fargevelgeren</span>
            <input
              type="color"
              value={normalized ?? DEFAULT_CHAT_COLOR}
              onChange={(event) => choose(event.target.value)}
              disabled={saving}
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            />
          </label>
        </div>
        <div id={messageId} className="grid min-h-5 gap-1 text-xs">
          {validationMessage && (
            <p className="flex items-center gap-1.5 font-medium text-red-600 dark:text-red-400">
              <CircleAlert className="size-3.5 shrink-0" aria-hidden />
              {validationMessage}
            </p>
          )}
          {normalized && (
            <p className="text-muted-foreground">
              Lagres som {normalized}.{warning ? '' : ' Leses godt på både lys og mørk bakgrunn.'}
            </p>
          )}
          {warning && (
            <p className="flex items-center gap-1.5 font-medium text-amber-700 dark:text-amber-300">
              <AlertTriangle className="size-3.5 shrink-0" aria-hidden />
              {warning}
            </p>
          )}
        </div>
      </div>

      <ColorPreview color={normalized} name={displayName(fullName)} />

      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void save()} disabled={saving || unchanged} variant="secondary">
          {saving ? (
            <>
              <Spinner className="size-4 text-current" /> {PROFILE_STRINGS.savingColor}
            </>
          ) : (
            PROFILE_STRINGS.saveColor
          )}
        </Button>
        <div role="status" aria-live="polite" className="text-sm">
          {status.kind === 'saved' && (
            <span className="flex items-center gap-1.5 font-medium text-green-700 dark:text-green-400">
              <Check className="size-4" aria-hidden />
              {COLOR_CLAIM_MESSAGES.saved}
            </span>
          )}
          {status.kind === 'saving' && status.retry && (
            <span className="text-muted-foreground">
              Ingen forbindelse. Nytt forsøk ({status.retry.attempt} av 5) om {status.retry.seconds} s...
            </span>
          )}
          {unchanged && status.kind === 'idle' && <span className="text-muted-foreground">Dette er fargen din nå.</span>}
        </div>
      </div>
      {status.kind === 'error' && (
        <p role="alert" className="flex items-center gap-1.5 rounded-md bg-destructive/10 px-3 py-2 text-sm font-medium text-red-700 dark:text-red-300">
          <CircleAlert className="size-4 shrink-0" aria-hidden />
          {status.message}
        </p>
      )}
    </div>
  );
}

function Swatch({ color, checked, onChoose }: { color: string; checked: boolean; onChoose: (color: string) => void }) {
  return (
    <label className="group relative aspect-square min-h-9 cursor-pointer">
      <input
        type="radio"
        name="chat-color-suggestion"
        value={color}
        checked={checked}
        onChange={() => onChoose(color)}
        className="peer sr-only"
        aria-label={`Farge ${color}`}
      />
      <span
        aria-hidden
        className={cn(
          'absolute inset-0 flex items-center justify-center rounded-lg border border-black/10 shadow-sm transition-transform motion-reduce:transition-none dark:border-white/10',
          'group-hover:scale-105 peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background',
          'peer-checked:ring-2 peer-checked:ring-foreground peer-checked:ring-offset-2 peer-checked:ring-offset-background',
        )}
        style={{ backgroundColor: color }}
      >
        {checked && <Check className="size-4 text-black/80" />}
      </span>
    </label>
  );
}
