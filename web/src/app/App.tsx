import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import { AuthProvider } from '../components/auth/AuthProvider';
import { BootScreen } from '../components/BootScreen';
import { useSettled } from '../components/useSettled';
import type { SessionUser } from '../lib/auth/api/session';
import { useCacheScopedToSession } from '../lib/query/sessionScope';
import { useAppStore } from '../stores/appStore';
import { useRuntimeConfigLoader } from './useRuntimeConfigLoader';

type Router = RouterProviderProps['router'];

/** No screen's code to wait for (an app given no `startup`, as in tests). */
const NOTHING_TO_LOAD = Promise.resolve();

/** What the app started before it first rendered, for its first screen (see main.tsx). */
export interface Startup {
  /** The login check. */
  loginCheck: Promise<SessionUser | null>;
  /** The code of the screen the app opens on, loading since start (preloadFirstScreen). */
  firstScreen?: Promise<unknown> | undefined;
}

/**
 * The app: starts the login check and the config request together (or is given the check, in
 * `startup`), and shows the boot screen until the login check has answered, so no screen renders
 * with the wrong session. Every screen reads the API through `queryClient` (lib/query). With a
 * `startup.firstScreen` the boot screen also waits for that screen's code: a screen whose code is
 * still on the way shows a spinner that React keeps up 300 ms longer than needed (it holds back
 * what a suspended screen reveals).
 */
export function App({
  router,
  queryClient,
  startup,
}: {
  router: Router;
  queryClient: QueryClient;
  startup?: Startup | undefined;
}) {
  useRuntimeConfigLoader();
  useCacheScopedToSession(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider loginCheck={startup?.loginCheck}>
        <SessionGate router={router} firstScreen={startup?.firstScreen} />
      </AuthProvider>
    </QueryClientProvider>
  );
}

function SessionGate({
  router,
  firstScreen,
}: {
  router: Router;
  firstScreen: Promise<unknown> | undefined;
}) {
  const firstAuthValidationDone = useAppStore((s) => s.firstAuthValidationDone);
  const screenReady = useSettled(firstScreen ?? NOTHING_TO_LOAD);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // The first screen is rendered as a transition: React renders it in slices of a few
    // milliseconds, so a phone's main thread stays free for input (and the page's figures for
    // blocking time count no long task) while the boot screen stays up.
    if (firstAuthValidationDone && screenReady) startTransition(() => setOpen(true));
  }, [firstAuthValidationDone, screenReady]);
  if (!open) return <BootScreen />;
  return <RouterProvider router={router} />;
}
