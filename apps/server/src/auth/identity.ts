import type { AppRole, Profile } from '@studioportal/shared';

/** Called after every committed profile change (realtime fan-out, caches). */
export interface ProfileChangeListener {
  (profile: Profile): void | Promise<void>;
}

/** Sessions the server ended on its own (deactivation): their sockets must close at once. */
export interface SessionsEndedListener {
  (sessionIds: string[]): void;
}

export type ChatColorClaim = { ok: true; profile: Profile } | { ok: false; reason: 'color_taken' };

/**
 * Who the signed-in people are, and the guarded changes to their profiles: what every feature
 * gets as `ctx.profiles`. The profiles feature implements it (ProfilesService); features depend on
 * this interface, never on that class.
 */
export interface Identity {
  get(userId: string): Promise<Profile | null>;
  /** Called after every committed profile change. */
  onChange(listener: ProfileChangeListener): void;
  /** Called with the sessions a deactivation ended. */
  onSessionsEnded(listener: SessionsEndedListener): void;

  /** Refuses (409 name_taken) a display name that reads the same as a colleague's. */
  assertNameFree(fullName: string, exceptId?: string): Promise<void>;
  /** A role asked for at sign-up: shown to the administrator, never granted. */
  setRequestedRole(userId: string, role: AppRole): Promise<void>;

  // The account's own changes.
  updateOwnProfile(userId: string, fullName: string): Promise<Profile>;
  setProfilePicture(userId: string, url: string | null): Promise<Profile>;
  claimChatColor(userId: string, color: string): Promise<ChatColorClaim>;

  // An administrator's changes to another account; each is logged as a security event.
  approve(actorId: string, targetId: string, role: AppRole | undefined, ip: string | null): Promise<Profile>;
  reject(actorId: string, targetId: string, reason: string, ip: string | null): Promise<Profile>;
  changeRole(actorId: string, targetId: string, role: AppRole, ip: string | null): Promise<Profile>;
  setActive(actorId: string, targetId: string, active: boolean, ip: string | null): Promise<Profile>;
}
