import { useMemo } from 'react';
import type { ChatMessage, ChatPerson } from '@studioportal/shared';
import { useColleagues } from './api';

export interface PeopleLookup {
  colleagues: ChatPerson[];
  /** The freshest we know about a person: the colleague list, else what came with the message. */
  personFor: (id: string, fallback?: ChatPerson | null) => ChatPerson | null;
  loading: boolean;
}

export function usePeople(): PeopleLookup {
  const { data, isPending } = useColleagues();
  return useMemo(() => {
    const colleagues = data?.colleagues ?? [];
    const byId = new Map(colleagues.map((c) => [c.id, c]));
    return { colleagues, loading: isPending, personFor: (id, fallback = null) => byId.get(id) ?? fallback };
  }, [data, isPending]);
}

export function senderOf(message: ChatMessage, people: PeopleLookup): ChatPerson | null {
  return people.personFor(message.sender_id, message.sender);
}
