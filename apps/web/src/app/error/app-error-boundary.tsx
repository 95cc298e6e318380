import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createErrorId } from '@/lib/error-id';
import { ErrorScreen } from './error-screen';
import { normalizeError, sendErrorReport } from './report-error';

interface State {
  error: unknown;
  errorId: string | null;
}

/** Outermost boundary: anything that escapes the router ends on the 'Noe gikk galt' screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, errorId: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error, errorId: createErrorId() };
  }

  // The report is sent from here, not from the screen: only this hook knows the component stack.
  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const errorId = this.state.errorId ?? createErrorId();
    void sendErrorReport(errorId, error, info.componentStack ?? null);
  }

  private readonly retry = () => this.setState({ error: null, errorId: null });

  override render(): ReactNode {
    if (this.state.errorId === null) return this.props.children;
    return <ErrorScreen errorId={this.state.errorId} message={normalizeError(this.state.error).message} onRetry={this.retry} />;
  }
}
