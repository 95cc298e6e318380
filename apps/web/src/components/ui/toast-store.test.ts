import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@studioportal/shared';
import { createToastStore, toastReducer } from './toast-store';

describe('toastReducer', () => {
  it('puts new toasts first and keeps at most TOAST_LIMIT', () => {
    let state = { toasts: [] as ReturnType<typeof toastReducer>['toasts'] };
    for (const id of ['a', 'b', 'c', 'd']) state = toastReducer(state, { type: 'add', toast: { id, title: id, open: true } });
    expect(TOAST_LIMIT).toBe(3);
    expect(state.toasts.map((t) => t.id)).toEqual(['d', 'c', 'b']);
  });

  it('dismiss closes without removing; remove deletes', () => {
    let state = toastReducer({ toasts: [] }, { type: 'add', toast: { id: 'a', open: true } });
    state = toastReducer(state, { type: 'dismiss', id: 'a' });
    expect(state.toasts).toEqual([{ id: 'a', open: false }]);
    state = toastReducer(state, { type: 'remove', id: 'a' });
    expect(state.toasts).toEqual([]);
  });
});

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('removes a dismissed toast exactly 4000 ms after dismissal', () => {
    const store = createToastStore();
    const first = store.toast({ title: 'Første' });
    store.toast({ title: 'Andre', variant: 'success' });
    vi.advanceTimersByTime(10_000); // nothing is removed without a dismissal
    expect(store.getState().toasts).toHaveLength(2);

    first.dismiss();
    expect(store.getState().toasts.find((t) => t.id === first.id)?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getState().toasts.some((t) => t.id === first.id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts.map((t) => t.title)).toEqual(['Andre']);
  });

  it('dismiss() without id closes all and removes all after the delay', () => {
    const store = createToastStore();
    store.toast({ title: 'a' });
    store.toast({ title: 'b', duration: Infinity });
    store.dismiss();
    expect(store.getState().toasts.every((t) => !t.open)).toBe(true);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getState().toasts).toEqual([]);
  });

  it('notifies subscribers and supports updates', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const handle = store.toast({ title: 'Lagrer' });
    handle.update({ title: 'Lagret', variant: 'success' });
    expect(store.getState().toasts[0]).toMatchObject({ title: 'Lagret', variant: 'success', open: true });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.toast({ title: 'x' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
