import { Code2, ListMusic, MonitorPlay, Podcast } from 'lucide-react';
import { PODCAST_PATHS } from '@studioportal/shared';
import type { ScreenDefinition } from '@/lib/extension-points';

/**
 * The podcast's screens. /podcast is open to anyone inside the layout (its nav entry is the only
 * one logged-out visitors see); /podcast-embed has no layout and no guard, for other sites' iframes.
 */
export const podcastScreens: ScreenDefinition[] = [
  {
    path: PODCAST_PATHS.page,
    title: 'Podcast',
    // In 'Verktøy' for staff (the top bar is full); logged-out visitors see it as their only link.
    nav: { section: 'tools', label: 'Podcast', icon: Podcast, order: 59 },
    layout: 'standard',
    access: 'anyone',
    lazy: () => import('./public/staff-podcast-page'),
  },
  {
    path: PODCAST_PATHS.embed,
    title: 'Podkastspiller',
    layout: 'public',
    lazy: () => import('./embed/podcast-embed-page'),
  },
  {
    path: PODCAST_PATHS.manage,
    title: 'Podkastepisoder',
    mobileTitle: 'Episoder',
    nav: { section: 'tools', label: 'Podkastepisoder', icon: ListMusic, order: 60 },
    permission: 'editPlanning',
    layout: 'standard',
    lazy: () => import('./manage/manage-page'),
  },
  {
    path: PODCAST_PATHS.demo,
    title: 'Podkastspilleren',
    mobileTitle: 'Spillerdemo',
    nav: { section: 'tools', label: 'Podkastspilleren', icon: MonitorPlay, order: 61 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./embed/player-demo-page'),
  },
  {
    path: PODCAST_PATHS.embedGenerator,
    title: 'Innbyggingskode',
    nav: { section: 'tools', label: 'Innbyggingskode', icon: Code2, order: 62 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./embed/embed-generator-page'),
  },
];
