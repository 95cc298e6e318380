import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTheme } from '../use-theme';
import { applyA11yToRoot, type EffectiveA11y } from './apply-root';
import { LiveAnnouncer } from './live-announcer';
import { getA11yState, isReducedMotion, subscribeA11y, updateA11ySettings } from './store';

export type A11ySettingKey = keyof Omit<EffectiveA11y, 'liveTheme'>;

interface A11yContextValue {
  settings: EffectiveA11y;
  /** True while reducedMotion / darkMode follow the device (no choice of the user's yet). */
  followsDevice: { reducedMotion: boolean; darkMode: boolean };
  set: (key: A11ySettingKey, value: boolean) => void;
  /** Drop the user's choice so the setting follows the device preference again. */
  followDevice: (key: 'reducedMotion' | 'darkMode') => void;
  setLiveTheme: (on: boolean) => void;
}

const A11yContext = createContext<A11yContextValue | null>(null);

/** Needs ThemeProvider above it: darkMode is the theme preference, not a second copy of it. */
export function AccessibilityProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(subscribeA11y, getA11yState);
  const { preference, resolved, setPreference } = useTheme();

  const settings = useMemo<EffectiveA11y>(
    () => ({
      highContrast: state.highContrast,
      reducedMotion: isReducedMotion(state),
      largeText: state.largeText,
      focusVisible: state.focusVisible,
      screenReader: state.screenReader,
      darkMode: resolved === 'dark',
      liveTheme: state.liveTheme,
    }),
    [state, resolved],
  );
  useEffect(() => applyA11yToRoot(settings), [settings]);

  const set = useCallback(
    (key: A11ySettingKey, value: boolean) => {
      if (key === 'darkMode') setPreference(value ? 'dark' : 'light');
      else updateA11ySettings({ [key]: value });
    },
    [setPreference],
  );
  const followDevice = useCallback(
    (key: 'reducedMotion' | 'darkMode') => {
      if (key === 'darkMode') setPreference('system');
      else updateA11ySettings({ reducedMotion: null });
    },
    [setPreference],
  );
  const setLiveTheme = useCallback((on: boolean) => updateA11ySettings({ liveTheme: on }), []);

  const value = useMemo(
    () => ({
      settings,
      followsDevice: { reducedMotion: state.reducedMotion === null, darkMode: preference === 'system' },
      set,
      followDevice,
      setLiveTheme,
    }),
    [settings, state.reducedMotion, preference, set, followDevice, setLiveTheme],
  );
  return (
    <A11yContext.Provider value={value}>
      {children}
      <LiveAnnouncer />
    </A11yContext.Provider>
  );
}

export function useAccessibility(): A11yContextValue {
  const value = useContext(A11yContext);
  if (!value) throw new Error('useAccessibility must be used within an AccessibilityProvider');
  return value;
}
