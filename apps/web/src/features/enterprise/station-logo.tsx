import { useState } from 'react';
import { LogoMark } from '@/components/brand/logo';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';

/**
 * The top bar's mark: the station's uploaded logo (its alt text the show's name), else the
 * Studioportal mark. A logo that fails to load (removed a moment ago) falls back to the mark.
 * `className` sizes the mark; `imageClassName` bounds the logo, whatever its proportions.
 */
export function StationLogo({ className, imageClassName = 'h-9 max-w-32' }: { className?: string; imageClassName?: string }) {
  const { showName, config } = useAppConfig();
  const url = config?.logoUrl ?? null;
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) return <LogoMark className={className} />;
  return <img src={url} alt={showName} onError={() => setFailed(url)} className={cn('block w-auto shrink-0 object-contain', imageClassName)} />;
}
