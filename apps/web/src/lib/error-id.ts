/** Error ids shown on the error screen and sent with the report: ERR_{Date.now()}_{random base36}. */
export function createErrorId(now: number = Date.now()): string {
  const random = Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join('');
  return `ERR_${now}_${random}`;
}
