import { MessagesSquare } from 'lucide-react';
import type { ScreenDefinition } from '@/lib/extension-points';
import { ChatNavBadge } from './nav-unread-badge';

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
