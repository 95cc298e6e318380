import type { ListenerMessageInput, ListenerReceipt, MindReaderListenerGuess, MusicRequestInput, PublicEntryInput, PublicPoll } from '@studioportal/shared';
import { api } from '@/lib/api';

/** The public "Til studio" writes: plain fetch through lib/api (no socket, no staff modules). */
export const sendListenerMessage = (body: ListenerMessageInput) => api.post<ListenerReceipt>('/api/listener/messages', body);

export const sendMusicRequest = (body: MusicRequestInput) => api.post<ListenerReceipt>('/api/listener/requests', body);

export const votePoll = (pollId: string, optionId: string) =>
  api.post<{ poll: PublicPoll }>(`/api/listener/polls/${encodeURIComponent(pollId)}/votes`, { option_id: optionId });

/** A guess along with Tankeleseren's playing round; it lands in the studio's listener queue. */
export const sendMindReaderGuess = (body: MindReaderListenerGuess) => api.post<ListenerReceipt>('/api/mind-reader/public/guess', body);

/** An entry in a sponsor competition from the public page (one per phone). */
export const enterCompetition = (competitionId: string, body: PublicEntryInput) =>
  api.post<ListenerReceipt>(`/api/sponsors/public/competitions/${encodeURIComponent(competitionId)}/entries`, body);
