import { describe, expect, it } from 'vitest';
import type { DisplayPanel } from '@/lib/extension-points';
import { clockDisplayPanel } from './display-panels';
import { displayScreensFor } from './display-screens';

const quiz: DisplayPanel = { id: 'quiz', paths: ['/studio-display/quiz'], title: 'Quiz', permission: 'editPlanning', lazy: async () => ({ default: () => null }) };

describe('display panels become full-screen studio displays', () => {
  it('gives every path of every panel a full-screen route, for staff unless the panel says otherwise', () => {
    const screens = displayScreensFor([clockDisplayPanel, quiz]);
    expect(screens.map((s) => [s.path, s.layout, s.permission])).toEqual([
      ['/studio-display/large', 'fullscreen', 'useStaffScreens'],
      ['/studio-display-large', 'fullscreen', 'useStaffScreens'],
      ['/studio-display/quiz', 'fullscreen', 'editPlanning'],
    ]);
    expect(screens.every((s) => s.nav === undefined)).toBe(true);
  });

  it('loads a page that wraps the panel in the display surface', async () => {
    const [screen] = displayScreensFor([quiz]);
    const page = await screen!.lazy();
    expect(typeof page.default).toBe('function');
  });
});
