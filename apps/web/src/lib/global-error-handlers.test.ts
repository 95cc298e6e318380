import { describe, expect, it, vi } from 'vitest';
import { installGlobalErrorHandlers } from './global-error-handlers';
import { Logger } from './logger';

describe('global error handlers', () => {
  it('logs failed resource loads (capture phase) and unhandled rejections, preventing the default', () => {
    const log = new Logger({ minLevel: 'debug', sink: null });
    const uninstall = installGlobalErrorHandlers(window, log);

    const img = document.createElement('img');
    img.setAttribute('src', '/mangler.png');
    document.body.append(img);
    img.dispatchEvent(new Event('error')); // does not bubble: only a capture listener sees it

    const rejection = new Event('unhandledrejection', { cancelable: true }) as Event & { reason?: unknown };
    rejection.reason = new Error('glemt await');
    const preventDefault = vi.spyOn(rejection, 'preventDefault');
    window.dispatchEvent(rejection);

    uninstall();
    img.remove();
    const entries = log.getEntries();
    expect(entries.map((e) => e.message)).toEqual(['Resource failed to load', 'Unhandled promise rejection']);
    expect(entries[0]?.data).toMatchObject({ tag: 'img', url: '/mangler.png' });
    expect(entries[1]?.data).toMatchObject({ message: 'glemt await' });
    expect(preventDefault).toHaveBeenCalled();
  });
});
