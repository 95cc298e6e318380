import { useId } from 'react';
import { cn } from '@/lib/cn';

/** The Studioportal mark: a broadcast point with radio waves. Decorative; pair it with text or a label. */
export function LogoMark({ className }: { className?: string }) {
  // Unique per instance: a gradient defined inside a hidden copy (e.g. the desktop bar on a phone)
  // would otherwise leave every other copy unpainted.
  const gradientId = `sp-logo-${useId().replace(/:/g, '')}`;
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={cn('size-9 shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b82f6" />
          <stop offset="1" stopColor="#1d4ed8" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="15" fill={`url(#${gradientId})`} />
      <g fill="none" stroke="#fff" strokeWidth="4.5" strokeLinecap="round">
        <path d="M20.5 20.5a16 16 0 0 0 0 23" />
        <path d="M43.5 20.5a16 16 0 0 1 0 23" />
        <path d="M13.5 13.5a26 26 0 0 0 0 37" opacity="0.7" />
        <path d="M50.5 13.5a26 26 0 0 1 0 37" opacity="0.7" />
      </g>
      <circle cx="32" cy="32" r="5.5" fill="#fff" />
    </svg>
  );
}
