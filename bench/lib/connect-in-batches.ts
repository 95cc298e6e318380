/**
 * Connects `count` clients 25 at a time and tallies the outcome: a thousand simultaneous
 * handshakes would measure the handshake, not what the benchmark is about. `connect(i, cookie)`
 * gets the client's index and the session cookie it takes in turn from `cookies` (from `offset`,
 * so processes spread over the same accounts).
 */
export async function connectInBatches(
  count: number,
  cookies: readonly string[],
  offset: number,
  connect: (cookie: string) => Promise<void>,
): Promise<{ connected: number; failed: number; errors: string[] }> {
  const BATCH = 25;
  let connected = 0;
  let failed = 0;
  const errors = new Set<string>();
  for (let i = 0; i < count; i += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - i) }, (_, j) => connect(cookies[(offset + i + j) % Math.max(1, cookies.length)] ?? ''));
    for (const result of await Promise.allSettled(batch)) {
      if (result.status === 'fulfilled') connected++;
      else {
        failed++;
        errors.add(String((result.reason as Error)?.message ?? result.reason));
      }
    }
  }
  return { connected, failed, errors: [...errors].slice(0, 5) };
}
