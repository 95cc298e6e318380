import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectPlayStream, parseStateMessage, type Connection } from './play-stream';
import { fakeEventSource, FakeEventSource } from './test-event-source';
import { playState, session } from './test-states';

function connect(poll = vi.fn(async () => playState(session({ answers: 99 })))) {
  const states: number[] = [];
  const connections: Connection[] = [];
  const close = connectPlayStream({
    url: '/api/quiz/play/4821/events',
    poll,
    onState: (state) => states.push(state.session.answers),
    onConnection: (c) => connections.push(c),
    EventSourceImpl: fakeEventSource,
  });
  return { states, connections, close, poll, source: FakeEventSource.latest() };
}

describe('the play stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.reset();
  });
  afterEach(() => vi.useRealTimers());

  it('hands on every state event, and does not poll while the stream works', async () => {
    const { states, poll, source } = connect();
    expect(source.url).toBe('/api/quiz/play/4821/events');
    source.open();
    source.send(playState(session({ answers: 1 })));
    source.send(playState(session({ answers: 2 })));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(states).toEqual([1, 2]);
    expect(poll).not.toHaveBeenCalled();
  });

  it('polls every 2 s after repeated errors, and stops once the stream works again', async () => {
    const { states, connections, poll, source } = connect();
    source.fail();
    await vi.advanceTimersByTimeAsync(5000);
    expect(poll).not.toHaveBeenCalled();
    source.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4000);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(connections.at(-1)).toBe('polling');
    source.open();
    source.send(playState(session({ answers: 5 })));
    await vi.advanceTimersByTimeAsync(6000);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(states.at(-1)).toBe(5);
    expect(connections.at(-1)).toBe('live');
  });

  it('reopens a stream the browser gave up on, polling meanwhile; says when polling fails too', async () => {
    const poll = vi.fn(() => Promise.reject(new Error('offline')));
    const { connections, source, close } = connect(poll);
    source.fail(true);
    expect(source.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(connections.at(-1)).toBe('lost');
    await vi.advanceTimersByTimeAsync(5000);
    expect(FakeEventSource.instances).toHaveLength(2);
    close();
    expect(FakeEventSource.latest().closed).toBe(true);
    const calls = poll.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll.mock.calls.length).toBe(calls);
  });

  it('ignores a message that is not a state', () => {
    expect(parseStateMessage('not json')).toBeNull();
    expect(parseStateMessage('{"hello":1}')).toBeNull();
    expect(parseStateMessage(JSON.stringify(playState(session())))?.session.code).toBe('4821');
  });
});
