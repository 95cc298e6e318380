import { useMemo } from 'react';
import { useAuth } from '@/features/auth';
import { useScreens } from '../screens-context';
import { buildNavModel, type NavModel } from './nav-model';

export function useNavModel(): NavModel {
  const { user, isApproved, can } = useAuth();
  const screens = useScreens();
  // Only approved users count as signed in for navigation; others never see the layout's menus.
  const signedIn = user !== null && isApproved;
  return useMemo(() => buildNavModel(screens, { signedIn, can }), [screens, signedIn, can]);
}
