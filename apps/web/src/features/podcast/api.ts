import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isApiErrorBody,
  type CreatePodcastEpisodeInput,
  type PodcastEpisodeListResponse,
  type PodcastEpisodeResponse,
  type PodcastShowResponse,
  type PublicPodcastResponse,
  type PublishPodcastEpisodeInput,
  type UpdatePodcastEpisodeInput,
  type UpdatePodcastShowInput,
} from '@studioportal/shared';
import { api, ApiError, CLIENT_HEADERS, NETWORK_ERROR_MESSAGE } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';

export const podcastKeys = {
  all: ['podcast'] as const,
  public: ['podcast', 'public'] as const,
  episodes: ['podcast', 'episodes'] as const,
  show: ['podcast', 'show'] as const,
};

// --- Listeners --------------------------------------------------------------------------------

/** The public page and the embed: one cached answer (the server revalidates it by ETag). */
export const publicPodcastQuery = {
  queryKey: podcastKeys.public,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<PublicPodcastResponse>('/api/podcast', { signal }),
  ...cacheProfile('user'),
};

export function usePublicPodcast() {
  return useQuery(publicPodcastQuery);
}

/**
 * Tells the server an episode started playing. Anonymous on purpose (no cookies needed, nothing
 * about the listener is stored); a failure is of no interest to the listener.
 */
export function countPlay(episodeId: string): void {
  void fetch(`/api/podcast/episodes/${episodeId}/plays`, {
    method: 'POST',
    credentials: 'omit',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', ...CLIENT_HEADERS },
    body: '{}',
  }).catch(() => {});
}

// --- Staff ------------------------------------------------------------------------------------

export function useStaffEpisodes() {
  return useQuery({
    queryKey: podcastKeys.episodes,
    queryFn: ({ signal }) => api.get<PodcastEpisodeListResponse>('/api/podcast/episodes', { signal }),
    ...cacheProfile('user'),
  });
}

export function useShowSettings() {
  return useQuery({
    queryKey: podcastKeys.show,
    queryFn: ({ signal }) => api.get<PodcastShowResponse>('/api/podcast/show', { signal }),
    ...cacheProfile('user'),
  });
}

/** Every staff change can alter what listeners see, so both views are refetched. */
function useInvalidatePodcast() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: podcastKeys.all });
}

export function useCreateEpisode() {
  const invalidate = useInvalidatePodcast();
  return useMutation({
    mutationFn: (input: CreatePodcastEpisodeInput) => api.post<PodcastEpisodeResponse>('/api/podcast/episodes', input),
    retry: false,
    onSuccess: invalidate,
  });
}

export function useUpdateEpisode(id: string) {
  const invalidate = useInvalidatePodcast();
  return useMutation({
    mutationFn: (input: UpdatePodcastEpisodeInput) => api.patch<PodcastEpisodeResponse>(`/api/podcast/episodes/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteEpisode() {
  const invalidate = useInvalidatePodcast();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/podcast/episodes/${id}`),
    retry: false,
    onSuccess: invalidate,
  });
}

export function usePublishEpisode(id: string) {
  const invalidate = useInvalidatePodcast();
  return useMutation({
    mutationFn: (input: PublishPodcastEpisodeInput) => api.post<PodcastEpisodeResponse>(`/api/podcast/episodes/${id}/publish`, input),
    onSuccess: invalidate,
  });
}

export function useUnpublishEpisode(id: string) {
  const invalidate = useInvalidatePodcast();
  return useMutation({
    mutationFn: () => api.post<PodcastEpisodeResponse>(`/api/podcast/episodes/${id}/unpublish`, {}),
    onSuccess: invalidate,
  });
}

export function useUpdateShow() {
  const invalidate = useInvalidatePodcast();
  return useMutation({
    mutationFn: (input: UpdatePodcastShowInput) => api.put<PodcastShowResponse>('/api/podcast/show', input),
    onSuccess: invalidate,
  });
}

/**
 * PUTs a file as the raw request body (the server streams it to disk). XMLHttpRequest rather
 * than fetch, because fetch cannot report upload progress and a morning show is hundreds of MB.
 */
export function uploadFile<T>(path: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(CLIENT_HEADERS)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      if (isApiErrorBody(body)) return reject(new ApiError(xhr.status, body.error.code, body.error.message));
      reject(new ApiError(xhr.status, 'upload_failed', NETWORK_ERROR_MESSAGE));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('Avbrutt', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

export type UploadTarget = { kind: 'audio' | 'artwork'; episodeId: string } | { kind: 'show-artwork' };

function uploadPath(target: UploadTarget): string {
  if (target.kind === 'show-artwork') return '/api/podcast/show/artwork';
  return `/api/podcast/episodes/${target.episodeId}/${target.kind}`;
}

export function useUpload<T>(target: UploadTarget, onProgress: (fraction: number) => void) {
  const invalidate = useInvalidatePodcast();
  return useMutation({
    mutationFn: (file: File) => uploadFile<T>(uploadPath(target), file, onProgress),
    retry: false,
    onSuccess: invalidate,
  });
}
