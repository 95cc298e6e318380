import { describe, expect, it } from 'vitest';
import { Headphones, LayoutDashboard, Users, Wrench } from 'lucide-react';
import { can, type AppRole } from '@studioportal/shared';
import type { ScreenDefinition } from '@/lib/extension-points';
import { buildNavModel } from './nav-model';

const lazy = async () => ({ default: () => null });
const screens: ScreenDefinition[] = [
  { path: '/', title: 'Dashbord', layout: 'standard', nav: { section: 'main', label: 'Dashbord', icon: LayoutDashboard, order: 0 }, lazy },
  { path: '/podcast', title: 'Podcast', layout: 'standard', access: 'anyone', nav: { section: 'main', label: 'Podcast', icon: Headphones }, lazy },
  { path: '/dev-tools', title: 'Utviklerverktøy', layout: 'standard', nav: { section: 'tools', label: 'Utviklerverktøy', icon: Wrench }, lazy },
  { path: '/user-management', title: 'Brukere', layout: 'standard', permission: 'manageUsers', nav: { section: 'admin', label: 'Brukere', icon: Users }, lazy },
];
const as = (role: AppRole) => ({ signedIn: true, can: (p: Parameters<typeof can>[1]) => can(role, p) });

describe('buildNavModel', () => {
  it('gives logged-out visitors only the public links', () => {
    const nav = buildNavModel(screens, { signedIn: false, can: () => false });
    expect(nav.publicLinks.map((i) => i.path)).toEqual(['/podcast']);
    expect([...nav.main, ...nav.tools, ...nav.admin]).toEqual([]);
    expect(nav.usersPath).toBeNull();
  });

  it('sorts sections and hides screens the role may not open', () => {
    const tekniker = buildNavModel(screens, as('Tekniker'));
    expect(tekniker.main.map((i) => i.path)).toEqual(['/', '/podcast']);
    expect(tekniker.tools.map((i) => i.path)).toEqual(['/dev-tools']);
    expect(tekniker.admin).toEqual([]);
    expect(tekniker.usersPath).toBeNull();
    expect(tekniker.publicLinks).toEqual([]);

    const admin = buildNavModel(screens, as('Administrator'));
    expect(admin.admin.map((i) => i.path)).toEqual(['/user-management']);
    expect(admin.usersPath).toBe('/user-management');
  });

  it('has no admin button or profile link when those screens are not registered', () => {
    const nav = buildNavModel(screens.slice(0, 1), as('Administrator'));
    expect(nav.usersPath).toBeNull();
    expect(nav.profilePath).toBeNull();
  });

  it("adds the spec's SMS entry to Verktøy when SMS_INBOX_URL is set, opening the inbox in a new tab (issue 19)", () => {
    const url = 'https://sms.example.no/innboks';
    const tools = buildNavModel(screens, as('Tekniker'), { smsInboxUrl: url }).tools;
    expect(tools.map((i) => [i.label, i.path, i.external ?? false])).toEqual([
      ['SMS', url, true],
      ['Utviklerverktøy', '/dev-tools', false],
    ]);
    expect(buildNavModel(screens, as('Tekniker'), { smsInboxUrl: null }).tools.map((i) => i.label)).toEqual(['Utviklerverktøy']);
    expect(buildNavModel(screens, { signedIn: false, can: () => false }, { smsInboxUrl: url }).tools).toEqual([]);
  });
});
