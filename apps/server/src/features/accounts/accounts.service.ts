import type { ColorClaimResult, Profile } from '@studioportal/shared';
import { normalizeChatColor, PROFILE_PICTURE_BUCKET } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import * as repo from './accounts.repository';
import { availableColors } from './color-suggestions';
import { processProfilePicture } from './profile-picture';

const PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;

export class AccountsService {
  constructor(private readonly ctx: ServerContext) {}

  updateOwnProfile(userId: string, fullName: string): Promise<Profile> {
    return this.ctx.profiles.updateOwnProfile(userId, fullName);
  }

  /** Spec: claim_chat_color(p_color) → success, reason, color. */
  async claimChatColor(userId: string, input: string): Promise<ColorClaimResult> {
    const color = normalizeChatColor(input);
    if (!color) return { success: false, reason: 'invalid_color', color: null };
    const claim = await this.ctx.profiles.claimChatColor(userId, color);
    return claim.ok ? { success: true, reason: null, color } : { success: false, reason: claim.reason, color };
  }

  async colorSuggestions(limit: number): Promise<string[]> {
    return availableColors(await repo.takenChatColors(this.ctx.database.db), limit);
  }

  publicProfiles(ids?: string[]) {
    return repo.findPublicProfiles(this.ctx.database.db, ids);
  }

  /**
   * Stores a checked, re-encoded picture at profile-pictures/{userId}/profile.{ext}. The new file
   * is written (atomically) before the old one is removed, so a failure never leaves the profile
   * pointing at nothing. The URL carries a version so browsers drop their cached copy.
   */
  async replacePicture(userId: string, upload: Buffer): Promise<Profile> {
    const picture = await processProfilePicture(upload);
    const key = `${userId}/profile.${picture.ext}`;
    await this.ctx.storage.put(PROFILE_PICTURE_BUCKET, key, picture.data);
    await this.removePictureFiles(userId, picture.ext);
    const url = `${this.ctx.storage.publicUrl(PROFILE_PICTURE_BUCKET, key)}?v=${Date.now()}`;
    return this.ctx.profiles.setProfilePicture(userId, url);
  }

  async removePicture(userId: string): Promise<Profile> {
    const profile = await this.ctx.profiles.setProfilePicture(userId, null);
    await this.removePictureFiles(userId, null);
    return profile;
  }

  private async removePictureFiles(userId: string, keepExt: string | null) {
    for (const ext of PICTURE_EXTENSIONS) {
      if (ext !== keepExt) await this.ctx.storage.remove(PROFILE_PICTURE_BUCKET, `${userId}/profile.${ext}`);
    }
  }
}
