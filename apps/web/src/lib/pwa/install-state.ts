import { useSyncExternalStore } from 'react';

/**
 * Spec section 3, install state: isInstallable, isInstalled, platform, canInstall. Kept in a tiny
 * external store fed by the browser's install events (captured from the first moment, before
 * React renders, because beforeinstallprompt may fire early and only once).
 */
export type InstallPlatform = 'android' | 'ios' | 'desktop' | 'unknown';

export interface InstallState {
  /** The browser offered its install prompt (beforeinstallprompt) and we hold it. */
  isInstallable: boolean;
  /** Running as the installed app (standalone), or installed during this visit. */
  isInstalled: boolean;
  platform: InstallPlatform;
  /** Installing is possible now: by our button (the held prompt) or, on iOS, by the Share menu. */
  canInstall: boolean;
}

/** Chromium's event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export function detectPlatform(userAgent: string, maxTouchPoints: number): InstallPlatform {
  if (/android/i.test(userAgent)) return 'android';
  // iPadOS presents itself as a Mac; a Mac has no touch screen.
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/windows|macintosh|linux|cros/i.test(userAgent)) return 'desktop';
  return 'unknown';
}

export function computeInstallState(input: { hasPrompt: boolean; standalone: boolean; installedNow: boolean; platform: InstallPlatform }): InstallState {
  const isInstalled = input.standalone || input.installedNow;
  const isInstallable = input.hasPrompt && !isInstalled;
  return {
    isInstallable,
    isInstalled,
    platform: input.platform,
    // iOS Safari never fires beforeinstallprompt: there the person installs from the Share menu.
    canInstall: !isInstalled && (isInstallable || input.platform === 'ios'),
  };
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let installedNow = false;
let state: InstallState = computeInstallState({ hasPrompt: false, standalone: false, installedNow: false, platform: 'unknown' });
const listeners = new Set<() => void>();

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

function update(): void {
  state = computeInstallState({
    hasPrompt: deferredPrompt !== null,
    standalone: isStandalone(),
    installedNow,
    platform: detectPlatform(navigator.userAgent, navigator.maxTouchPoints ?? 0),
  });
  for (const listener of listeners) listener();
}

let started = false;

/** Starts listening for the install events. Called once at start-up (main.tsx via lib/pwa). */
export function startInstallState(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; our banner offers it instead.
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    update();
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    installedNow = true;
    update();
  });
  window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', update);
  update();
}

/** Shows the browser's install dialog. Accepting or dismissing both use up the prompt. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const prompt = deferredPrompt;
  if (!prompt) return 'unavailable';
  deferredPrompt = null;
  update();
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  return outcome;
}

/** Our "Ikke nå": forget the held prompt (the browser may offer it again on a later visit). */
export function dismissInstall(): void {
  deferredPrompt = null;
  update();
}

export function getInstallState(): InstallState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, getInstallState, getInstallState);
}
