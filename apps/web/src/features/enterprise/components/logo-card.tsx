import { useId, useRef } from 'react';
import { Image as ImageIcon, ImageUp, Trash2 } from 'lucide-react';
import { STATION_LIMITS, STATION_SETTINGS_STRINGS as S } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeading } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useAppConfig } from '@/lib/app-config';
import { useStationLogo } from '../api';
import { StationLogo } from '../station-logo';

const ACCEPT = 'image/png,image/jpeg,image/webp';
/** The top bar's own colours (index.css --topbar, --foreground), light then dark, fixed. */
const BARS = ['bg-white text-[#0b1324]', 'bg-[#0b1221] text-[#e8edf6]'] as const;

/** Refused here already when plainly wrong; the server checks the bytes again whatever we say. */
function fileProblem(file: File): string | null {
  if (file.size > STATION_LIMITS.logoMaxBytes) return S.logoTooLarge;
  if (file.type && !ACCEPT.split(',').includes(file.type)) return S.logoNotImage;
  return null;
}

/** The top bar's logo: a preview as the bar shows it (light and dark), upload or replace, remove. */
export function LogoCard() {
  const { showName, config } = useAppConfig();
  const hasLogo = Boolean(config?.logoUrl);
  const { upload, remove } = useStationLogo();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const busy = upload.isPending || remove.isPending;

  const send = async (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      toast({ variant: 'destructive', title: problem });
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast({ variant: 'success', title: S.logoSaved });
    } catch (failure) {
      toast({ variant: 'destructive', title: errorMessage(failure) });
    }
  };

  const drop = async () => {
    try {
      await remove.mutateAsync();
      toast({ variant: 'success', title: S.logoRemoved });
    } catch (failure) {
      toast({ variant: 'destructive', title: errorMessage(failure) });
    }
  };

  return (
    <Card role="region" aria-labelledby={`${hintId}-title`}>
      <CardHeading icon={ImageIcon} title={<span id={`${hintId}-title`}>{S.logoTitle}</span>} />
      <CardContent className="grid gap-4">
        <figure className="grid gap-2">
          <div className="grid divide-y overflow-hidden rounded-lg border">
            {/* The bar in both themes, whichever this page is in: a logo has to work on light and on dark. */}
            {BARS.map((bar) => (
              <div key={bar} className={`flex h-14 min-w-0 items-center gap-2 px-3 ${bar}`}>
                <StationLogo className="size-8" imageClassName="h-8 max-w-24" />
                <span className="min-w-0 truncate text-sm font-semibold">{showName}</span>
              </div>
            ))}
          </div>
          <figcaption className="text-xs text-muted-foreground" aria-live="polite">
            {hasLogo ? S.logoCurrent : S.logoDefault}
          </figcaption>
        </figure>
        <p id={hintId} className="text-sm text-muted-foreground">
          {S.logoHint}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={busy} aria-describedby={hintId}>
            {upload.isPending ? <Spinner className="size-4" /> : <ImageUp aria-hidden />}
            {upload.isPending ? S.logoUploading : hasLogo ? S.logoReplace : S.logoChoose}
          </Button>
          {hasLogo && (
            <Button variant="ghost" onClick={() => void drop()} disabled={busy}>
              <Trash2 aria-hidden />
              {S.logoRemove}
            </Button>
          )}
        </div>
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          // The visible button opens it; a second, hidden "button" would only confuse a screen reader.
          aria-hidden
          aria-label={S.logoChoose}
          onChange={(event) => {
            void send(event.target.files?.[0]);
            // Choosing the same file again after an error must fire change again.
            event.target.value = '';
          }}
        />
      </CardContent>
    </Card>
  );
}
