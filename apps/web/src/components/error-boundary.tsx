import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logger } from '@/lib/logger';

interface Props {
  /** What to render instead of the crashed subtree. */
  fallback: ReactNode;
  /** Names the part that failed, in the log. */
  name: string;
  children: ReactNode;
}

/**
 * Contains a crash to one part of a page (a dashboard card, a banner) so the rest keeps working.
 * The whole-app boundary with the 'Noe gikk galt' screen is app/error/app-error-boundary.tsx.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logger.error(`Komponent krasjet: ${this.props.name}`, { message: error.message, stack: error.stack, componentStack: info.componentStack });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
