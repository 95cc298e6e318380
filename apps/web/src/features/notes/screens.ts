import { NotebookPen } from 'lucide-react';
import type { ScreenDefinition } from '@/lib/extension-points';

export const notesScreens: ScreenDefinition[] = [
  {
    path: '/notes',
    title: 'Notater',
    nav: { section: 'tools', label: 'Notater', icon: NotebookPen, order: 30 },
    permission: 'useStaffScreens',
    layout: 'standard',
    lazy: () => import('./notes-page'),
  },
];
