import type { ListenerMessageInput, ListenerReceipt, MusicRequestInput, PublicPoll } from '@studioportal/shared';
import { api } from '@/lib/api';

/** The public "Til studio" writes: plain fetch through lib/api (no socket, no staff modules). */
export const sendListenerMessage = (body: ListenerMessageInput) => api.post<ListenerReceipt>('/api/listener/messages', body);

export const sendMusicRequest = (body: MusicRequestInput) => api.post<ListenerReceipt>('/api/listener/requests', body);

export const votePoll = (pollId: string, optionId: string) =>
  api.post<{ poll: PublicPoll }>(`/api/listener/polls/${encodeURIComponent(pollId)}/votes`, { option_id: optionId });
