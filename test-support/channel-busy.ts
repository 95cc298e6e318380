/**
 * A set-up write tried again while its channel answers 429 channel_busy (the refusal asks to try
 * again in a moment). Set-ups write faster than a person: on a quiet machine eight episodes in a
 * row passed the podcast channel's 20 events per second. Used by the server tests' and the
 * benchmarks' podcast seeds; `write` answers its status and parsed body.
 */
export async function unlessChannelBusy<T extends { status: number; body: unknown }>(write: () => Promise<T>, tries = 6): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const res = await write();
    const code = (res.body as { error?: { code?: string } } | null)?.error?.code;
    if (res.status !== 429 || code !== 'channel_busy' || attempt >= tries) return res;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
