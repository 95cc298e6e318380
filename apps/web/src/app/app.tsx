import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/query-client';
import { AppErrorBoundary } from './error/app-error-boundary';
import { Providers } from './providers';
import { buildRoutes } from './routes';
import { screens } from './screens';

const queryClient = createQueryClient();
const router = createBrowserRouter(buildRoutes(screens));

export function App() {
  return (
    <AppErrorBoundary>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </AppErrorBoundary>
  );
}
