import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { lazySlot } from '@/components/lazy-slot';
import { AccessibilityProvider } from '@/lib/a11y';
import { PersistedQueryClientProvider } from '@/lib/offline/persisted-query-cache';
import { ThemeProvider } from '@/lib/use-theme';

// Toasts come from the toast store, which queues them until the toaster's own code has loaded.
const Toaster = lazySlot('toaster', () => import('@/components/ui/toaster').then((m) => m.Toaster));

/**
 * What every page of both entries stands on: the query cache (kept for offline use), the theme,
 * the accessibility settings and the toasts. The staff app adds its own (app/providers.tsx).
 */
export function BaseProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <PersistedQueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AccessibilityProvider>
          {children}
          <Toaster />
        </AccessibilityProvider>
      </ThemeProvider>
    </PersistedQueryClientProvider>
  );
}
