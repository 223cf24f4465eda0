import { Navigate, useSearchParams } from 'react-router';
import { pageCount } from '../../lib/paging';

/**
 * Sends a list opened past its end (an old link, `?page=99` after items went away) to its last
 * page, in place of the address, so the person sees the list and its pager instead of nothing.
 */
export function ToLastPage({
  total,
  pageSize,
  pageKey = 'page',
}: {
  total: number;
  pageSize: number;
  pageKey?: string;
}) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  const last = pageCount(total, pageSize);
  if (last === 1) next.delete(pageKey);
  else next.set(pageKey, String(last));
  return <Navigate to={{ search: `?${next.toString()}` }} replace />;
}
