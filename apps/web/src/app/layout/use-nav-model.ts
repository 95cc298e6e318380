import { useMemo } from 'react';
import { useAppConfig } from '@/lib/app-config';
import { useAuth } from '@/features/auth';
import { useScreens } from '../screens-context';
import { buildNavModel, type NavModel } from './nav-model';

export function useNavModel(): NavModel {
  const { user, isApproved, can } = useAuth();
  const screens = useScreens();
  const smsInboxUrl = useAppConfig().config?.smsInboxUrl ?? null;
  // Only approved users count as signed in for navigation; others never see the layout's menus.
  const signedIn = user !== null && isApproved;
  return useMemo(() => buildNavModel(screens, { signedIn, can }, { smsInboxUrl }), [screens, signedIn, can, smsInboxUrl]);
}
