import { useMutation, useQuery } from '@tanstack/react-query';
import {
  COLOR_SUGGESTION_COUNT,
  type ColorSuggestionsResponse,
  type Profile,
  type UpdateProfileInput,
} from '@studioportal/shared';
import { api, ApiError, CLIENT_HEADERS, NETWORK_ERROR_MESSAGE } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';

export const profileKeys = {
  colorSuggestions: ['profile', 'color-suggestions'] as const,
};

export const profileApi = {
  update: (input: UpdateProfileInput) => api.patch<{ profile: Profile }>('/api/profile', input),
  removePicture: () => api.delete<{ profile: Profile }>('/api/profile/picture'),
  colorSuggestions: (limit = COLOR_SUGGESTION_COUNT) =>
    api.post<ColorSuggestionsResponse>('/api/rpc/get_available_color_suggestions', { limit_count: limit }),
  /** Multipart, so not through api.post (which sends JSON); errors map the same way. */
  uploadPicture: async (file: File): Promise<{ profile: Profile }> => {
    const form = new FormData();
    form.append('file', file, file.name);
    let response: Response;
    try {
      response = await fetch('/api/profile/picture', { method: 'POST', body: form, credentials: 'same-origin', headers: { ...CLIENT_HEADERS } });
    } catch (cause) {
      throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE, cause);
    }
    const payload = (await response.json().catch(() => null)) as { profile?: Profile; error?: { code: string; message: string } } | null;
    if (!response.ok || !payload?.profile) {
      throw new ApiError(response.status, payload?.error?.code ?? 'upload_failed', payload?.error?.message ?? NETWORK_ERROR_MESSAGE);
    }
    return { profile: payload.profile };
  },
};

/** Colours nobody holds. Static profile: they change rarely, and a taken pick is refused anyway. */
export function useColorSuggestions(enabled: boolean) {
  return useQuery({
    queryKey: profileKeys.colorSuggestions,
    queryFn: () => profileApi.colorSuggestions(),
    enabled,
    ...cacheProfile('static'),
    // Re-read each time the picker opens: someone may have taken one since.
    staleTime: 0,
    retry: 0,
  });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: profileApi.update, retry: 0 });
}

export function useUploadPicture() {
  return useMutation({ mutationFn: profileApi.uploadPicture, retry: 0 });
}

export function useRemovePicture() {
  return useMutation({ mutationFn: profileApi.removePicture, retry: 0 });
}
