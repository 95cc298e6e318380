import type { PodcastShow } from '@studioportal/shared';

/** The show's fields as the settings form edits them (no website is an empty box). */
export type ShowFields = Pick<PodcastShow, 'title' | 'description' | 'author' | 'category' | 'explicit' | 'owner_name' | 'owner_email'> & { website_url: string };

export function fieldsOf(show: PodcastShow): ShowFields {
  return {
    title: show.title,
    description: show.description,
    author: show.author,
    category: show.category,
    explicit: show.explicit,
    owner_name: show.owner_name,
    owner_email: show.owner_email,
    website_url: show.website_url ?? '',
  };
}

const FIELD_KEYS = ['title', 'description', 'author', 'category', 'explicit', 'owner_name', 'owner_email', 'website_url'] as const satisfies readonly (keyof ShowFields)[];

export const sameFields = (a: ShowFields, b: ShowFields) => FIELD_KEYS.every((key) => a[key] === b[key]);

/** Our edits on top of what is now stored; a conflict is a field both sides changed differently. */
export function mergeFields(base: ShowFields, ours: ShowFields, theirs: ShowFields): { fields: ShowFields; conflict: boolean } {
  const fields = { ...theirs };
  let conflict = false;
  for (const key of FIELD_KEYS) {
    if (ours[key] === base[key]) continue;
    (fields as Record<string, unknown>)[key] = ours[key];
    if (theirs[key] !== base[key] && theirs[key] !== ours[key]) conflict = true;
  }
  return { fields, conflict };
}

