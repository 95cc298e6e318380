import type { QuizPlayState } from '@studioportal/shared';

/**
 * The play view's line to the server: an EventSource on /api/quiz/play/:code/events (`event:
 * state`, a QuizPlayState each), with polling as the fallback. A stream that keeps failing (a
 * proxy that buffers, a network that drops long requests) switches to GET every two seconds until
 * the stream works again; a stream the browser gave up on (readyState CLOSED) is reopened.
 */
export type Connection = 'live' | 'polling' | 'lost';

export interface PlayStreamOptions {
  url: string;
  poll: () => Promise<QuizPlayState>;
  onState: (state: QuizPlayState) => void;
  onConnection: (connection: Connection) => void;
  onPollError?: (error: unknown) => void;
  /** Injected in tests; the browser's otherwise (absent in very old ones: polling only). */
  EventSourceImpl?: typeof EventSource | undefined;
  pollMs?: number;
  /** Errors in a row before polling starts (EventSource retries on its own in between). */
  errorsBeforePolling?: number;
  reopenMs?: number;
}

/** The stream's data, if it is a state at all (the public page carries no schema library). */
export function parseStateMessage(data: unknown): QuizPlayState | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as Partial<QuizPlayState> | null;
    return value && typeof value === 'object' && value.session && typeof value.session === 'object' && 'me' in value ? (value as QuizPlayState) : null;
  } catch {
    return null;
  }
}

export function connectPlayStream({
  url,
  poll,
  onState,
  onConnection,
  onPollError,
  EventSourceImpl = typeof EventSource === 'undefined' ? undefined : EventSource,
  pollMs = 2000,
  errorsBeforePolling = 2,
  reopenMs = 5000,
}: PlayStreamOptions): () => void {
  let source: EventSource | null = null;
  let errors = 0;
  let pollTimer: number | null = null;
  let reopenTimer: number | null = null;
  let polling = false;
  let closed = false;

  const pollOnce = async () => {
    if (polling) return;
    polling = true;
    try {
      const state = await poll();
      if (closed) return;
      onState(state);
      if (pollTimer !== null) onConnection('polling');
    } catch (error) {
      if (closed) return;
      onConnection('lost');
      onPollError?.(error);
    } finally {
      polling = false;
    }
  };

  const startPolling = () => {
    if (pollTimer !== null || closed) return;
    pollTimer = window.setInterval(() => void pollOnce(), pollMs);
    void pollOnce();
  };

  const stopPolling = () => {
    if (pollTimer === null) return;
    window.clearInterval(pollTimer);
    pollTimer = null;
  };

  const streamWorks = () => {
    errors = 0;
    stopPolling();
    onConnection('live');
  };

  const open = () => {
    if (closed || !EventSourceImpl) return;
    const current = new EventSourceImpl(url);
    source = current;
    current.addEventListener('open', streamWorks);
    current.addEventListener('state', (event) => {
      const state = parseStateMessage((event as MessageEvent).data);
      if (!state) return;
      if (pollTimer !== null || errors > 0) streamWorks();
      onState(state);
    });
    current.addEventListener('error', () => {
      errors += 1;
      if (errors >= errorsBeforePolling) startPolling();
      // The browser retries by itself unless it gave up (a refused or non-stream answer).
      if (current.readyState === 2 /* CLOSED */ && reopenTimer === null) {
        current.close();
        startPolling();
        reopenTimer = window.setTimeout(() => {
          reopenTimer = null;
          open();
        }, reopenMs);
      }
    });
  };

  if (EventSourceImpl) open();
  else startPolling();

  return () => {
    closed = true;
    source?.close();
    stopPolling();
    if (reopenTimer !== null) window.clearTimeout(reopenTimer);
  };
}
