import type { Page } from '@playwright/test';

/**
 * Everything a page received — API response bodies, socket frames, the quiz stream's messages kept
 * by the page (`window.__quizStream`) — and its DOM, as one text to search for a secret in.
 */
export async function recordTraffic(page: Page): Promise<() => Promise<string>> {
  const seen: string[] = [];
  const pending: Promise<void>[] = [];
  // A body is read once it has fully arrived: an event stream never does (its messages are kept in the page, below).
  page.on('requestfinished', (request) => {
    if (!request.url().includes('/api/')) return;
    pending.push(
      request
        .response()
        .then((response) => response?.text())
        .then((text) => void (text && seen.push(text)), () => undefined),
    );
  });
  page.on('websocket', (ws) => ws.on('framereceived', (frame) => seen.push(String(frame.payload))));
  return async () => {
    await Promise.all(pending);
    const streamed = await page.evaluate(() => ((window as unknown as { __quizStream?: string[] }).__quizStream ?? []).join('\n'));
    return `${seen.join('\n')}\n${streamed}\n${await page.content()}`;
  };
}
