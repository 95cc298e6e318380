/**
 * The error catalogue: every error the API returns has a stable code and a Norwegian message.
 * Shape on the wire: { error: { code, message, details? } }.
 */
export const ERROR_MESSAGES = {
  unauthorized: 'Du må være logget inn.',
  not_approved: 'Kontoen din venter på godkjenning.',
  forbidden: 'Du har ikke tilgang til dette.',
  not_found: 'Fant ikke det du lette etter.',
  validation_failed: 'Ugyldige data.',
  rate_limited: 'For mange forespørsler. Vent litt og prøv igjen.',
  channel_busy: 'Det skjer mye akkurat nå, så endringen ble ikke lagret. Prøv igjen om et øyeblikk.',
  payload_too_large: 'Forespørselen er for stor.',
  conflict: 'Konflikt med eksisterende data.',
  internal: 'Noe gikk galt på serveren. Prøv igjen senere.',
  last_admin: 'Du kan ikke fjerne den siste administratoren.',
  unsupported_media_type: 'Filtypen støttes ikke.',
  forbidden_origin: 'Forespørselen kom fra en annen nettside og ble avvist.',
} as const;
export type ErrorCode = keyof typeof ERROR_MESSAGES;

export interface ApiErrorBody {
  error: { code: ErrorCode | string; message: string; details?: unknown };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    typeof (value as { error: unknown }).error === 'object' &&
    (value as { error: { message?: unknown } }).error !== null &&
    typeof (value as { error: { message?: unknown } }).error.message === 'string'
  );
}
