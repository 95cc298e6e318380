import type { QuizPlayState } from '@studioportal/shared';

/**
 * Test support: an EventSource the test drives. `open()`, `send(state)` (an `event: state`
 * message), `fail()` (a dropped connection the browser retries) and `fail(true)` (one it gave up on).
 */
export class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  static latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('no EventSource was opened');
    return last;
  }
  static reset() {
    FakeEventSource.instances = [];
  }

  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  send(state: QuizPlayState) {
    this.dispatchEvent(new MessageEvent('state', { data: JSON.stringify(state) }));
  }
  fail(gaveUp = false) {
    this.readyState = gaveUp ? 2 : 0;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

export const fakeEventSource = FakeEventSource as unknown as typeof EventSource;
