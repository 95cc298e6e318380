import { useSyncExternalStore } from 'react';
import { createToastStore, type ToastHandle, type ToastInput, type ToastItem } from './toast-store';

/** The app's single toast queue. `toast()` works anywhere, also outside React (e.g. in api callbacks). */
const store = createToastStore();

export function toast(input: ToastInput): ToastHandle {
  return store.toast(input);
}

export function dismissToast(id?: string): void {
  store.dismiss(id);
}

export function useToast(): { toasts: ToastItem[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const { toasts } = useSyncExternalStore(store.subscribe, store.getState);
  return { toasts, toast, dismiss: dismissToast };
}
