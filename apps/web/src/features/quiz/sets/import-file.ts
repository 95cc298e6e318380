import { QUIZ_STRINGS as S, quizExportSchema } from '@studioportal/shared';
import { QUIZ_WEB } from '../strings';

/** A set of 50 questions with long notes is well under this; anything bigger is not an export. */
export const IMPORT_MAX_BYTES = 1_000_000;

export type ImportCheck = { ok: true; body: unknown } | { ok: false; message: string };

/** zod's own English fallbacks ("Invalid input", "Unrecognized key") say nothing to the person: the file is simply not an export. */
const readable = (message: string | undefined) => (message && !message.startsWith('Invalid') && !message.startsWith('Unrecognized') ? message : S.importInvalid);

/**
 * The text of a chosen file, checked by the same schema the server uses before anything is sent:
 * not JSON, or not an export, is "not a valid quiz export"; a readable rule (an empty question)
 * is said as it is. The body sent is the file as read: the server checks it again.
 */
export function parseImportText(text: string): ImportCheck {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, message: S.importInvalid };
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { ok: false, message: S.importInvalid };
  const parsed = quizExportSchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: readable(parsed.error.issues[0]?.message) };
  return { ok: true, body };
}

export async function readImportFile(file: File): Promise<ImportCheck> {
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, message: QUIZ_WEB.sets.importTooLarge };
  return parseImportText(await file.text());
}
