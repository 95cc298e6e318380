import type { ReactNode } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@studioportal/shared';

/**
 * Toast state (spec sections 4 and 9): new toasts go to the front, at most 3 are kept, and a
 * dismissed toast stays in the list (closed, so its exit animation can run) until it is removed
 * 4000 ms after the dismissal.
 */
export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; `Infinity` keeps it until the user dismisses it. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastAction =
  | { type: 'add'; toast: ToastItem }
  | { type: 'update'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'dismiss':
      return { toasts: state.toasts.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t)) };
    case 'remove':
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (toast: ToastInput) => void;
}

export function createToastStore() {
  let state: ToastState = { toasts: [] };
  let counter = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const dispatch = (action: ToastAction) => {
    state = toastReducer(state, action);
    for (const listener of listeners) listener();
  };

  const scheduleRemoval = (id: string) => {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        dispatch({ type: 'remove', id });
      }, TOAST_REMOVE_DELAY_MS),
    );
  };

  const dismiss = (id?: string) => {
    const targets = id === undefined ? state.toasts.map((t) => t.id) : [id];
    targets.forEach(scheduleRemoval);
    dispatch(id === undefined ? { type: 'dismiss' } : { type: 'dismiss', id });
  };

  const toast = (input: ToastInput): ToastHandle => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = `toast-${counter}`;
    dispatch({ type: 'add', toast: { ...input, id, open: true } });
    return {
      id,
      dismiss: () => dismiss(id),
      update: (next) => dispatch({ type: 'update', toast: { ...next, id } }),
    };
  };

  return {
    toast,
    dismiss,
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
