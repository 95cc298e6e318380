import { logger, type Logger } from './logger';

/**
 * Spec section 8: unhandled errors, failed resource loads and unhandled promise rejections are
 * logged; the browser's default for rejections (a console dump) is prevented because the logger
 * already records it. Returns an uninstall function (used by tests and hot reload).
 */
export function installGlobalErrorHandlers(target: Window = window, log: Logger = logger): () => void {
  const onError = (event: Event) => {
    if (event instanceof ErrorEvent) {
      log.error('Unhandled error', {
        message: event.message,
        source: event.filename,
        line: event.lineno,
        column: event.colno,
        stack: event.error instanceof Error ? event.error.stack : undefined,
      });
      return;
    }
    // Resource load errors (img, script, link) do not bubble; they reach us only in the capture phase.
    const element = event.target;
    if (element instanceof HTMLElement) {
      const url = element.getAttribute('src') ?? element.getAttribute('href') ?? '';
      log.error('Resource failed to load', { tag: element.tagName.toLowerCase(), url });
    }
  };

  const onRejection = (event: PromiseRejectionEvent) => {
    event.preventDefault();
    const reason: unknown = event.reason;
    log.error('Unhandled promise rejection', {
      message: reason instanceof Error ? reason.message : String(reason),
      stack: reason instanceof Error ? reason.stack : undefined,
    });
  };

  target.addEventListener('error', onError, true);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError, true);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
