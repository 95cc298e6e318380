import type { UpdatePodcastShowInput } from '@studioportal/shared';

/** A complete PUT /api/podcast/show body for a station like ours; a test overrides what it checks. */
export function showSettings(overrides: Partial<UpdatePodcastShowInput> = {}): UpdatePodcastShowInput {
  return {
    title: 'Morgenshowet',
    description: 'Hverdager 06–10 med Pia og Tor.',
    author: 'Radio Nord',
    category: 'Comedy',
    explicit: false,
    owner_name: 'Radio Nord AS',
    owner_email: 'podcast@radionord.no',
    website_url: null,
    ...overrides,
  };
}
