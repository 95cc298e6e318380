import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  CONTENT_EVENTS,
  type CreateNoteInput,
  type Note,
  type NoteResponse,
  type NotesResponse,
  type UpdateNoteInput,
} from '@studioportal/shared';
import { api } from '@/lib/api';
import { useChannelEvents } from '@/lib/realtime';

export const notesKeys = { list: ['notes', 'list'] as const };

export function useNotes() {
  return useQuery({
    queryKey: notesKeys.list,
    queryFn: ({ signal }) => api.get<NotesResponse>('/api/notes', { signal }),
  });
}

/** Pinned first, then the latest change, as the server sorts them. */
function sortNotes(notes: Note[]): Note[] {
  return [...notes].sort((a, b) => Number(b.is_pinned) - Number(a.is_pinned) || b.updated_at.localeCompare(a.updated_at));
}

export function upsertNote(queryClient: QueryClient, note: Note) {
  queryClient.setQueryData<NotesResponse>(notesKeys.list, (current) => {
    if (!current) return current;
    const existing = current.notes.find((n) => n.id === note.id);
    // An older copy (an event that overtook a newer answer) never replaces a newer one.
    if (existing && existing.version > note.version) return current;
    return { notes: sortNotes([note, ...current.notes.filter((n) => n.id !== note.id)]) };
  });
}

function removeNote(queryClient: QueryClient, id: string) {
  queryClient.setQueryData<NotesResponse>(notesKeys.list, (current) => (current ? { notes: current.notes.filter((n) => n.id !== id) } : current));
}

/** Keeps the notes list current from the content channel: colleagues' shared notes and my other tabs. */
export function useNotesLive(myId: string | undefined) {
  const queryClient = useQueryClient();
  return useChannelEvents(
    'content',
    {
      [CONTENT_EVENTS.noteSaved]: ({ note }) => upsertNote(queryClient, note),
      [CONTENT_EVENTS.noteRemoved]: ({ id, owner_id, reason }) => {
        if (reason === 'hidden' && owner_id === myId) return;
        removeNote(queryClient, id);
      },
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: notesKeys.list }) },
  );
}

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateNoteInput) => api.post<NoteResponse>('/api/notes', input),
    retry: false,
    onSuccess: ({ note }) => upsertNote(queryClient, note),
  });
}

/** A save names the version it was written against; a 409 carries the stored note (no retry: a retry cannot succeed). */
export function saveNote(id: string, input: UpdateNoteInput) {
  return api.patch<NoteResponse>(`/api/notes/${id}`, input);
}

export function usePinNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, is_pinned }: { id: string; is_pinned: boolean }) => api.post<NoteResponse>(`/api/notes/${id}/pin`, { is_pinned }),
    retry: false,
    onSuccess: ({ note }) => upsertNote(queryClient, note),
  });
}

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/notes/${id}`),
    retry: false,
    onSuccess: (_r, id) => removeNote(queryClient, id),
  });
}
