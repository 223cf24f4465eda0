import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import { AuthProvider } from '../components/auth/AuthProvider';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { useCacheScopedToSession } from '../lib/query/sessionScope';
import { useAppStore } from '../stores/appStore';
import { useRuntimeConfigLoader } from './useRuntimeConfigLoader';

type Router = RouterProviderProps['router'];

/**
 * The app: starts the login check and the config request together, and shows a full-screen
 * spinner until the login check has answered, so no screen renders with the wrong session. Every
 * screen reads the API through `queryClient` (lib/query).
 */
export function App({ router, queryClient }: { router: Router; queryClient: QueryClient }) {
  useRuntimeConfigLoader();
  useCacheScopedToSession(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <SessionGate router={router} />
      </AuthProvider>
    </QueryClientProvider>
  );
}

function SessionGate({ router }: { router: Router }) {
  const firstAuthValidationDone = useAppStore((s) => s.firstAuthValidationDone);
  if (!firstAuthValidationDone) return <FullScreenSpinner />;
  return <RouterProvider router={router} />;
}
