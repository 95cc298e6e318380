import { z } from 'zod';

/**
 * How any feature names a colleague in what it serves (a sender, an editor, a host, who marked
 * an element sent): the one person reference of the wire shapes. The colour is the claimed chat
 * colour; null when none is claimed (screens derive one, colors.ts displayChatColor).
 */
export const personRefSchema = z.object({
  id: z.string(),
  full_name: z.string().nullable(),
  chat_color: z.string().nullable(),
});
export type PersonRef = z.infer<typeof personRefSchema>;
