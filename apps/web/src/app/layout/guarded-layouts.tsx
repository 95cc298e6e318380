import { Outlet } from 'react-router';
import { RouteGuard } from '../route-guard';
import { StandardLayout } from './standard-layout';

/** The layouts of screens for approved staff (routes.tsx loads this module only for them). */
export function GuardedStandardLayout() {
  return (
    <RouteGuard>
      <StandardLayout />
    </RouteGuard>
  );
}

export function GuardedOutlet() {
  return (
    <RouteGuard>
      <Outlet />
    </RouteGuard>
  );
}
