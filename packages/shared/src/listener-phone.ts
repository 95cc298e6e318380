/**
 * Listener phone numbers: stored in E.164 ("+4791234567"), shown masked to those who may not see
 * them whole ("+47 ••••• 567"). A bare 8-digit number is Norwegian (the station's country), as is
 * the "47XXXXXXXX" form Nordic SMS gateways send without a plus sign.
 */
export function normalisePhone(raw: string): string | null {
  const compact = raw.replace(/[\s\-().]/g, '');
  let digits: string;
  if (compact.startsWith('+')) digits = compact.slice(1);
  else if (compact.startsWith('00')) digits = compact.slice(2);
  else if (/^\d{8}$/.test(compact)) digits = `47${compact}`;
  else if (/^47\d{8}$/.test(compact)) digits = compact;
  else digits = compact;
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
  return `+${digits}`;
}

/** The country code and the last three digits; the rest hidden. */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/^\+/, '');
  const country = digits.startsWith('47') ? '47' : digits.slice(0, Math.min(3, digits.length - 3));
  return `+${country} ••••• ${digits.slice(-3)}`;
}

/** Upper case with æ/ø/å (and other accents) folded, so "ønske", "ØNSKE" and "ONSKE" match. */
export function foldKeyword(text: string): string {
  return text
    .toUpperCase()
    .replace(/Æ/g, 'AE')
    .replace(/Ø/g, 'O')
    .replace(/Å/g, 'A')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}
