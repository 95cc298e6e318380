import { useId, useRef } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { PROFILE_PICTURE_ACCEPT, PROFILE_STRINGS, displayChatColor } from '@studioportal/shared';
import { UserAvatar } from '@/components/user-avatar';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { pictureProblem } from '../picture-validation';

export type PictureChange = { kind: 'unchanged' } | { kind: 'new'; file: File; previewUrl: string } | { kind: 'remove' };

interface PictureFieldProps {
  userId: string;
  fullName: string | null;
  email: string;
  color: string | null;
  currentUrl: string | null;
  change: PictureChange;
  onChange: (change: PictureChange) => void;
  disabled?: boolean;
}

/** Avatar preview with "Velg bilde" and "Fjern bilde"; the file is checked here and again on the server. */
export function PictureField({ userId, fullName, email, color, currentUrl, change, onChange, disabled }: PictureFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const shownUrl = change.kind === 'new' ? change.previewUrl : change.kind === 'remove' ? null : currentUrl;

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) {
      toast({ variant: 'destructive', title: problem.title, description: problem.description });
      return;
    }
    if (change.kind === 'new') URL.revokeObjectURL(change.previewUrl);
    onChange({ kind: 'new', file, previewUrl: URL.createObjectURL(file) });
  };

  return (
    <div className="flex items-center gap-4">
      <UserAvatar fullName={fullName} email={email} color={displayChatColor({ id: userId, chat_color: color })} pictureUrl={shownUrl} className="size-20 text-lg ring-4" />
      <div className="grid gap-2">
        <span className="text-sm font-medium">{PROFILE_STRINGS.pictureLabel}</span>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()} disabled={disabled} aria-describedby={hintId}>
            <ImageUp aria-hidden />
            {PROFILE_STRINGS.choosePicture}
          </Button>
          {shownUrl && (
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={() => {
                if (change.kind === 'new') URL.revokeObjectURL(change.previewUrl);
                onChange(currentUrl ? { kind: 'remove' } : { kind: 'unchanged' });
              }}
            >
              <Trash2 aria-hidden />
              {PROFILE_STRINGS.removePicture}
            </Button>
          )}
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          {change.kind === 'new' ? `Valgt: ${change.file.name}. Lagres når du trykker Lagre.` : 'JPG, PNG, WebP eller GIF, høyst 5 MB.'}
        </p>
        <input
          ref={inputRef}
          type="file"
          accept={PROFILE_PICTURE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={PROFILE_STRINGS.choosePicture}
          onChange={(event) => {
            pick(event.target.files?.[0]);
            // Choosing the same file again after an error must fire change again.
            event.target.value = '';
          }}
        />
      </div>
    </div>
  );
}
