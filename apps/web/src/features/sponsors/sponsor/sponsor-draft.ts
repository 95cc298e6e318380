import type { Sponsor, SponsorInput } from '@studioportal/shared';
import type { LogoChoice } from './logo-field';

/** What the sponsor form edits; empty text stands for "not given". */
export interface SponsorDraft {
  name: string;
  logo: LogoChoice | null;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  mention_script: string;
}

export function draftFromSponsor(sponsor?: Sponsor): SponsorDraft {
  return {
    name: sponsor?.name ?? '',
    logo: sponsor?.logo_media_id ? { id: sponsor.logo_media_id, url: sponsor.logo_url, title: sponsor.name } : null,
    contact_name: sponsor?.contact_name ?? '',
    contact_email: sponsor?.contact_email ?? '',
    contact_phone: sponsor?.contact_phone ?? '',
    mention_script: sponsor?.mention_script ?? '',
  };
}

export function sponsorInputOf(draft: SponsorDraft): SponsorInput {
  return {
    name: draft.name,
    logo_media_id: draft.logo?.id ?? null,
    contact_name: draft.contact_name || null,
    contact_email: draft.contact_email || null,
    contact_phone: draft.contact_phone || null,
    mention_script: draft.mention_script,
  };
}
