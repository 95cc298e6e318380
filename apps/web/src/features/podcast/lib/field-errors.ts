import type { z } from 'zod';

/** The first message per field of a failed parse, keyed by the field's path ('chapters.2.title'). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
