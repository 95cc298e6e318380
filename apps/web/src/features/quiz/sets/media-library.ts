import { useQuery } from '@tanstack/react-query';
import type { MediaItem, MediaListResponse, QuizMediaRef } from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { quizKeys } from '../lib/query-keys';

/**
 * The media library as the question editor needs it: pictures and audio clips to pick from
 * (GET /api/media). The media feature has no picker of its own to reuse; this reads the same list.
 */
export function useMediaLibrary(enabled: boolean) {
  return useQuery({
    queryKey: quizKeys.mediaLibrary,
    queryFn: ({ signal }) => api.get<MediaListResponse>('/api/media', { signal }).then((r) => r.media),
    enabled,
    ...cacheProfile('user'),
  });
}

export type MediaKindFilter = 'all' | 'image' | 'audio';

/** Title, description, tags and file name, case-insensitive, every word of the search present. */
export function filterMedia(items: readonly MediaItem[], search: string, kind: MediaKindFilter): MediaItem[] {
  const words = search.toLocaleLowerCase('nb').split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (kind !== 'all' && item.kind !== kind) return false;
    const haystack = [item.title, item.description, item.original_filename, ...item.tags].join(' ').toLocaleLowerCase('nb');
    return words.every((word) => haystack.includes(word));
  });
}

export function mediaRefOf(item: MediaItem): QuizMediaRef {
  return { id: item.id, kind: item.kind, title: item.title, url: item.url };
}
