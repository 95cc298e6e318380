import { lazy, Suspense, type ComponentType } from 'react';
import { ErrorBoundary } from './error-boundary';

/**
 * A part of the shell whose code is loaded only when it is first rendered (socket client, staff
 * widgets, toasts), so the first page of a visitor does not download it. It renders nothing while
 * its code loads, and nothing if the code cannot be loaded: these parts are never what a page is
 * waiting for, so neither may suspend or crash the page around them.
 */
export function lazySlot<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function LazySlot(props: P) {
    return (
      <ErrorBoundary name={name} fallback={null}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  LazySlot.displayName = `LazySlot(${name})`;
  return LazySlot;
}
