import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ConnectionBadge, describeConnection } from './realtime-status';

const reconnecting = describeConnection({ connection: 'reconnecting', health: 'degraded', latencyMs: null });

describe('the connection badge in the mobile header (issue 19)', () => {
  afterEach(cleanup);

  it('is an icon with an accessible name, so the page title keeps its room', () => {
    render(<ConnectionBadge view={reconnecting} iconOnly />);
    const badge = screen.getByRole('status', { name: /Kobler til\.\.\./ });
    // No visible words: only the icon (aria-hidden) and the screen-reader sentence.
    const visible = [...badge.childNodes].filter((node) => !(node instanceof Element && (node.getAttribute('aria-hidden') === 'true' || node.classList.contains('sr-only'))));
    expect(visible).toEqual([]);
    expect(badge.querySelector('svg')).not.toBeNull();
    expect(badge.getAttribute('title')).toContain('Kobler til...');
  });

  it('keeps its words on the desktop navbar', () => {
    render(<ConnectionBadge view={reconnecting} />);
    const badge = screen.getByRole('status', { name: /Kobler til\.\.\./ });
    expect([...badge.querySelectorAll('span[aria-hidden]')].map((span) => span.textContent)).toContain('Kobler til...');
  });
});
