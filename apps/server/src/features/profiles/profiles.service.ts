import { sql } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES, type AppRole, displayNameKey, type Profile, PROFILE_STRINGS } from '@studioportal/shared';
import type { ChatColorClaim, Identity, ProfileChangeListener, SessionsEndedListener } from '../../auth/identity';
import type { Database } from '../../db/client';
import { recordSecurityEvent } from '../../db/security-events';
import { ApiError } from '../../http/errors';
import { recordAudit } from '../audit';
import * as repo from './profiles.repository';

/** Serialises "is this the first account?" so two simultaneous first sign-ups cannot both become admin. */
const FIRST_ACCOUNT_LOCK_ID = 727_002;

/** The profiles feature's side of `Identity` (auth/identity.ts), plus what only start-up uses. */
export class ProfilesService implements Identity {
  private readonly listeners: ProfileChangeListener[] = [];
  private readonly sessionsEndedListeners: SessionsEndedListener[] = [];
  /** ADMIN_EMAIL: only this address may become the first administrator. */
  private readonly adminEmail: string | null;

  constructor(
    private readonly database: Database,
    options: { adminEmail?: string } = {},
  ) {
    this.adminEmail = options.adminEmail ? options.adminEmail.trim().toLowerCase() : null;
  }

  /** Called after every committed profile change (realtime fan-out, caches). */
  onChange(listener: ProfileChangeListener) {
    this.listeners.push(listener);
  }

  onSessionsEnded(listener: SessionsEndedListener) {
    this.sessionsEndedListeners.push(listener);
  }

  private async changed(profile: Profile | null): Promise<Profile> {
    if (!profile) throw new ApiError(404, 'not_found', 'Fant ikke brukeren.');
    for (const l of this.listeners) await l(profile);
    return profile;
  }

  get(id: string) {
    return repo.findProfile(this.database.db, id);
  }

  list() {
    return repo.listProfiles(this.database.db);
  }

  /**
   * First account on an empty database: approved Administrator. Everyone else: pending Tekniker.
   * With ADMIN_EMAIL the first administrator is that address instead, whenever it signs up while
   * the station has no active administrator; anyone before it waits, pending, for its approval.
   */
  async createForNewUser(user: { id: string; email: string; name: string }): Promise<Profile> {
    const created = await this.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK_ID})`);
      const pinned = this.adminEmail;
      const first = pinned
        ? user.email.trim().toLowerCase() === pinned && (await repo.countActiveAdmins(tx)) === 0
        : (await repo.countProfiles(tx)) === 0;
      const profile = await repo.insertProfile(tx, {
        id: user.id,
        email: user.email,
        fullName: user.name,
        appRole: first ? 'Administrator' : 'Tekniker',
        approved: first,
      });
      await recordSecurityEvent(tx, {
        type: 'sign_up',
        targetId: user.id,
        details: { first_account: first, ...(pinned && first ? { admin_email: true } : {}) },
      });
      return profile;
    });
    // Administrators see a new pending account (and the badge count) the moment it exists.
    return this.changed(created);
  }

  /**
   * Refuses a display name that reads the same as a colleague's (visible-text.ts: case, accents,
   * invisible characters and spacing ignored), so nobody can pass for someone else in chat or on
   * the rundown. Colleagues are the active accounts that are not rejected: pending ones count,
   * because the administrator approves them by name and two identical names there cannot be told
   * apart. `exceptId` is the account being renamed (its own current name is fine).
   */
  async assertNameFree(fullName: string, exceptId?: string) {
    const key = displayNameKey(fullName);
    if (!key) return;
    const names = await repo.colleagueNames(this.database.db, exceptId);
    if (names.some((name) => displayNameKey(name) === key)) throw new ApiError(409, 'name_taken', PROFILE_STRINGS.fullNameTaken);
  }

  /** Own profile: only the name. Role, approval and colour each have their own guarded path. */
  async updateOwnProfile(id: string, fullName: string) {
    await this.assertNameFree(fullName, id);
    return this.changed(await repo.updateProfile(this.database.db, id, { fullName }));
  }

  /** The stored picture's public URL, or null when the picture was removed. */
  async setProfilePicture(id: string, url: string | null) {
    return this.changed(await repo.updateProfile(this.database.db, id, { profilePictureUrl: url }));
  }

  /**
   * Claims a colour for the user in one statement. The UNIQUE constraint on profiles.chat_color
   * decides between simultaneous claims: exactly one commits, the others get color_taken.
   * Claiming the colour one already holds succeeds.
   */
  async claimChatColor(id: string, color: string): Promise<ChatColorClaim> {
    let updated: Profile | null;
    try {
      updated = await repo.updateProfile(this.database.db, id, { chatColor: color });
    } catch (error) {
      if (repo.isUniqueViolation(error)) return { ok: false, reason: 'color_taken' };
      throw error;
    }
    return { ok: true, profile: await this.changed(updated) };
  }

  /**
   * Deactivation ends every session of the account in the same transaction (so no request can
   * slip through afterwards) and then closes its sockets; reactivation only lifts the block.
   */
  async setActive(actorId: string, targetId: string, active: boolean, ip: string | null) {
    if (!active && actorId === targetId) throw new ApiError(400, 'forbidden', ADMIN_USER_MESSAGES.selfDeactivate);
    const result = await this.database.db.transaction(async (tx) => {
      const current = await repo.findProfile(tx, targetId);
      if (!current) return null;
      if (current.is_active === active) {
        throw new ApiError(409, 'conflict', active ? ADMIN_USER_MESSAGES.notDeactivated : ADMIN_USER_MESSAGES.alreadyDeactivated);
      }
      if (!active) await this.assertNotLastAdmin(tx, current, current.app_role, false);
      const updated = await repo.updateProfile(tx, targetId, { isActive: active });
      const endedSessions = active ? [] : await repo.deleteSessionsOf(tx, targetId);
      await recordSecurityEvent(tx, {
        type: active ? 'user_reactivated' : 'user_deactivated',
        actorId,
        targetId,
        ip,
        details: active ? {} : { sessions_ended: endedSessions.length },
      });
      await recordAudit(tx, {
        actorId,
        action: active ? 'user.reactivated' : 'user.deactivated',
        targetType: 'user',
        targetId,
        summary: active ? 'Kontoen ble aktivert igjen' : `Kontoen ble deaktivert (${endedSessions.length} økter avsluttet)`,
        before: { is_active: current.is_active },
        after: { is_active: active },
      });
      return { updated, endedSessions };
    });
    if (result?.endedSessions.length) for (const l of this.sessionsEndedListeners) l(result.endedSessions);
    return this.changed(result?.updated ?? null);
  }

  /** A role asked for at sign-up is only a request: it is shown to the administrator, never granted. */
  async setRequestedRole(id: string, role: AppRole) {
    await repo.updateProfile(this.database.db, id, { requestedRole: role });
  }

  async approve(actorId: string, targetId: string, role: AppRole | undefined, ip: string | null) {
    const profile = await this.database.db.transaction(async (tx) => {
      const current = await repo.findProfile(tx, targetId);
      if (!current) return null;
      const appRole = role ?? current.app_role;
      await this.assertNotLastAdmin(tx, current, appRole, true);
      const updated = await repo.updateProfile(tx, targetId, {
        approvalStatus: 'approved',
        approvedAt: new Date(),
        approvedBy: actorId,
        rejectionReason: null,
        appRole,
      });
      await recordSecurityEvent(tx, { type: 'user_approved', actorId, targetId, ip, details: { app_role: appRole } });
      await recordAudit(tx, {
        actorId,
        action: 'user.approved',
        targetType: 'user',
        targetId,
        summary: `Godkjent som ${appRole}`,
        before: { approval_status: current.approval_status, app_role: current.app_role },
        after: { approval_status: 'approved', app_role: appRole },
      });
      return updated;
    });
    return this.changed(profile);
  }

  async reject(actorId: string, targetId: string, reason: string, ip: string | null) {
    if (actorId === targetId) throw new ApiError(400, 'forbidden', 'Du kan ikke avvise din egen konto.');
    const profile = await this.database.db.transaction(async (tx) => {
      const current = await repo.findProfile(tx, targetId);
      if (!current) return null;
      await this.assertNotLastAdmin(tx, current, current.app_role, false);
      const updated = await repo.updateProfile(tx, targetId, {
        approvalStatus: 'rejected',
        rejectionReason: reason,
        approvedAt: null,
        approvedBy: null,
      });
      await recordSecurityEvent(tx, { type: 'user_rejected', actorId, targetId, ip, details: { reason } });
      await recordAudit(tx, {
        actorId,
        action: 'user.rejected',
        targetType: 'user',
        targetId,
        summary: `Avvist: ${reason}`,
        before: { approval_status: current.approval_status },
        after: { approval_status: 'rejected', rejection_reason: reason },
      });
      return updated;
    });
    return this.changed(profile);
  }

  async changeRole(actorId: string, targetId: string, role: AppRole, ip: string | null) {
    const profile = await this.database.db.transaction(async (tx) => {
      const current = await repo.findProfile(tx, targetId);
      if (!current) return null;
      await this.assertNotLastAdmin(tx, current, role, current.approval_status === 'approved');
      const updated = await repo.updateProfile(tx, targetId, { appRole: role });
      await recordSecurityEvent(tx, { type: 'role_changed', actorId, targetId, ip, details: { from: current.app_role, to: role } });
      await recordAudit(tx, {
        actorId,
        action: 'user.role_changed',
        targetType: 'user',
        targetId,
        summary: `Rolle endret fra ${current.app_role} til ${role}`,
        before: { app_role: current.app_role },
        after: { app_role: role },
      });
      return updated;
    });
    return this.changed(profile);
  }

  /** The station must always keep one approved, active administrator. */
  private async assertNotLastAdmin(tx: Parameters<typeof repo.countActiveAdmins>[0], current: Profile, nextRole: AppRole, staysApproved: boolean) {
    const isAdminNow = current.app_role === 'Administrator' && current.approval_status === 'approved' && current.is_active;
    const staysAdmin = nextRole === 'Administrator' && staysApproved;
    if (isAdminNow && !staysAdmin && (await repo.countActiveAdmins(tx)) <= 1) {
      throw new ApiError(409, 'last_admin');
    }
  }
}
