import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { PersistedQueryClientProvider } from '@/lib/offline/persisted-query-cache';
import { ThemeProvider } from '@/lib/use-theme';
import { AccessibilityProvider } from '@/lib/a11y';

/** Providers that do not need the router. Auth needs it and lives in the root route (root-layout.tsx). */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <PersistedQueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AccessibilityProvider>
          <TooltipProvider delayDuration={400}>
            {children}
            <Toaster />
          </TooltipProvider>
        </AccessibilityProvider>
      </ThemeProvider>
    </PersistedQueryClientProvider>
  );
}
