import type { Profile } from '@studioportal/shared';

/**
 * Two sources update the profile: GET /api/session and the live 'profile.updated' event. They can
 * cross in flight, so an older copy of the same profile must never replace a newer one.
 */
export function pickNewerProfile(current: Profile | null, incoming: Profile): Profile {
  if (!current || current.id !== incoming.id) return incoming;
  const currentTime = Date.parse(current.updated_at);
  const incomingTime = Date.parse(incoming.updated_at);
  if (Number.isFinite(currentTime) && Number.isFinite(incomingTime) && incomingTime < currentTime) return current;
  return incoming;
}
