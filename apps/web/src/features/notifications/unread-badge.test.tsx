import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { badgeText, unreadAnnouncement } from '@studioportal/shared';
import { UnreadAnnouncer, UnreadBadge } from './unread-badge';

describe('the bell’s unread count (wave2-anchors §4: "99+" at most, announced politely)', () => {
  afterEach(cleanup);

  it('shows the number up to 99 and "99+" beyond, with the words for screen readers', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    const { rerender } = render(<UnreadBadge count={250} />);
    const badge = screen.getByTestId('notifications-unread');
    expect(badge.querySelector('[aria-hidden]')?.textContent).toBe('99+');
    expect(badge.querySelector('.sr-only')?.textContent).toContain('Over 99 uleste varsler');
    rerender(<UnreadBadge count={0} />);
    expect(screen.queryByTestId('notifications-unread')).toBeNull();
  });

  it('says the count in a polite live region, and nothing before the count is known', () => {
    const { rerender } = render(<UnreadAnnouncer count={0} ready={false} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    rerender(<UnreadAnnouncer count={1} ready />);
    expect(region.textContent).toBe('1 ulest varsel');
    rerender(<UnreadAnnouncer count={3} ready />);
    expect(screen.getByRole('status').textContent).toBe(unreadAnnouncement(3));
    expect(region.textContent).toBe('3 uleste varsler');
  });
});
