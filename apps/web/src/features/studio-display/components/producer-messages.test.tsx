import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { DisplayMessage } from '@studioportal/shared';
import { ProducerMessages } from './producer-messages';

const message = (id: string, over: Partial<DisplayMessage> = {}): DisplayMessage => ({
  id,
  text: `Melding ${id}`,
  sender: { id: 'ola', full_name: 'Ola Produsent', avatar_url: null, chat_color: null } as DisplayMessage['sender'],
  created_at: '2025-03-01T06:42:00.000Z',
  cleared_at: null,
  listener: null,
  ...over,
});

describe('messages on the studio display', () => {
  afterEach(cleanup);

  it("shows a listener's message under 'Fra lytter' with the listener's name, apart from a producer's", () => {
    render(
      <ProducerMessages
        messages={[message('1', { text: 'Hilsen til alle på E6!', listener: { message_id: 'q1', name: 'Kari fra Hamar' } }), message('2', { listener: { message_id: 'q2', name: 'Per' } }), message('3')]}
        timeZone="Europe/Oslo"
        large
      />,
    );
    const newest = screen.getByTestId('display-message-listener');
    expect(within(newest).getByText('Fra lytter')).toBeTruthy();
    expect(within(newest).getByText('Kari fra Hamar')).toBeTruthy();
    expect(within(newest).getByText('Sendt av Ola Produsent · kl. 07:42')).toBeTruthy();
    expect(screen.getByText(/Fra lytter Per:/)).toBeTruthy();
  });

  it("keeps a producer's own message as it was", () => {
    render(<ProducerMessages messages={[message('1')]} timeZone="Europe/Oslo" large={false} />);
    expect(screen.queryByText('Fra lytter')).toBeNull();
    expect(screen.queryByTestId('display-message-listener')).toBeNull();
    expect(screen.getByText('Ola Produsent · kl. 07:42')).toBeTruthy();
  });
});
