import { PRESENCE_TRACK_ATTEMPTS, PRESENCE_TRACK_TIMEOUT_MS, SOCKET_EVENTS, type Ack } from '@studioportal/shared';
import { emitWithAck } from '@/lib/realtime';
import { logger } from '@/lib/logger';

type Emit = () => Promise<Ack>;

const defaultEmit: Emit = () => emitWithAck('main', SOCKET_EVENTS.presenceTrack, {}, PRESENCE_TRACK_TIMEOUT_MS);

/**
 * Announce ourselves on the presence channel (spec section 9: 2 s timeout, at most 2 attempts).
 * A refusal (e.g. a role that may not publish presence) is final; only timeouts are retried.
 */
export async function trackPresence(emit: Emit = defaultEmit, attempts: number = PRESENCE_TRACK_ATTEMPTS): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const ack = await emit();
      if (ack.ok) return true;
      logger.warn('Tilstedeværelse ble avvist', ack.error);
      return false;
    } catch (error) {
      logger.warn(`Tilstedeværelse: forsøk ${attempt} av ${attempts} fikk ikke svar`, error instanceof Error ? error.message : error);
    }
  }
  return false;
}
