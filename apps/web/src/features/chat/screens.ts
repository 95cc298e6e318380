import { MessagesSquare } from 'lucide-react';
import { lazySlot } from '@/components/lazy-slot';
import type { ScreenDefinition } from '@/lib/extension-points';

// The registry is read on every page; the badge's chat queries are for staff, so they load with it.
const ChatNavBadge = lazySlot('chat-nav-badge', () => import('./nav-unread-badge').then((m) => m.ChatNavBadge));

export const chatScreens: ScreenDefinition[] = [
  {
    path: '/chat',
    title: 'Chat',
    nav: { section: 'main', label: 'Chat', icon: MessagesSquare, order: 20, Badge: ChatNavBadge },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./chat-page'),
  },
];
