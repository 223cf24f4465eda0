import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { adminQueryClient } from './adminQueries';

/** Wraps the back office's screens in its query cache (a chunk of its own: the homeowner's
 * first load never carries it). */
export function AdminQueryLayout() {
  return (
    <QueryClientProvider client={adminQueryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
