import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { THEME_LABELS, THEME_PREFERENCES, type ThemePreference } from '@/lib/theme';
import { useTheme } from '@/lib/use-theme';
import { cn } from '@/lib/cn';

export const THEME_ICONS: Record<ThemePreference, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

/**
 * The top bars' theme button: the resolved theme's icon, named with the preference. The menu it
 * opens (theme-switch.tsx ThemeMenu) wraps it; the listener page shows it alone until that loads.
 */
export const ThemeMenuButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function ThemeMenuButton(props, ref) {
  const { preference, resolved } = useTheme();
  const Icon = resolved === 'dark' ? Moon : Sun;
  return (
    <Button ref={ref} variant="ghost" size="icon-sm" aria-label={`Tema: ${THEME_LABELS[preference]}. Bytt tema`} {...props}>
      <Icon aria-hidden />
    </Button>
  );
});

/** Segmented Lys / Mørk / System control for roomy places (the mobile menu). */
export function ThemeSegmented({ className }: { className?: string }) {
  const { preference, setPreference } = useTheme();
  return (
    <div role="radiogroup" aria-label="Tema" className={cn('grid grid-cols-3 gap-1 rounded-lg bg-muted p-1', className)}>
      {THEME_PREFERENCES.map((option) => {
        const OptionIcon = THEME_ICONS[option];
        const checked = preference === option;
        return (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={checked}
            onClick={() => setPreference(option)}
            className={cn(
              'inline-flex h-12 items-center justify-center gap-1.5 rounded-md text-sm font-medium transition-colors',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              checked ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <OptionIcon className="size-4" aria-hidden /> {THEME_LABELS[option]}
          </button>
        );
      })}
    </div>
  );
}
