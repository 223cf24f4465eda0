import { RouterProvider, type RouterProviderProps } from 'react-router';
import { AuthProvider } from '../components/auth/AuthProvider';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { useAppStore } from '../stores/appStore';
import { useRuntimeConfigLoader } from './useRuntimeConfigLoader';

type Router = RouterProviderProps['router'];

/**
 * The app: starts the login check and the config request together, and shows a full-screen
 * spinner until the login check has answered, so no screen renders with the wrong session.
 */
export function App({ router }: { router: Router }) {
  useRuntimeConfigLoader();
  return (
    <AuthProvider>
      <SessionGate router={router} />
    </AuthProvider>
  );
}

function SessionGate({ router }: { router: Router }) {
  const firstAuthValidationDone = useAppStore((s) => s.firstAuthValidationDone);
  if (!firstAuthValidationDone) return <FullScreenSpinner />;
  return <RouterProvider router={router} />;
}
