import { Suspense, type ComponentType } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';

export interface IsolatedPart {
  id: string;
  Component: ComponentType;
}

/** Registered parts (banners, navbar indicators), each isolated: one that crashes or is still loading shows nothing on its own. */
export function IsolatedParts({ parts, kind }: { parts: readonly IsolatedPart[]; kind: string }) {
  return parts.map(({ id, Component }) => (
    <ErrorBoundary key={id} name={`${kind}:${id}`} fallback={null}>
      <Suspense fallback={null}>
        <Component />
      </Suspense>
    </ErrorBoundary>
  ));
}
