import type { ComponentType, ReactNode } from 'react';
import type { Permission } from '@studioportal/shared';
import { useAuth } from '@/features/auth/auth-context';
import { NoAccessPage } from './no-access-page';

/** Renders the screen only for roles the shared permission model allows; others get "Ingen tilgang". */
export function PermissionGate({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { can } = useAuth();
  return can(permission) ? <>{children}</> : <NoAccessPage />;
}

export function withPermission(Screen: ComponentType, permission: Permission): ComponentType {
  function PermittedScreen() {
    return (
      <PermissionGate permission={permission}>
        <Screen />
      </PermissionGate>
    );
  }
  PermittedScreen.displayName = `WithPermission(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
  return PermittedScreen;
}
