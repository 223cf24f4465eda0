import type { ReactNode } from 'react';
import { ResourceList } from '../../../components/list/ResourceList';
import type { SiteVisitCard } from '../api/siteVisitsApi';
import { SiteVisitCardBody } from './SiteVisitCardBody';

type ListOptions<T extends { id: string }> = Pick<
  Parameters<typeof ResourceList<T>>[0],
  'backLink' | 'creatable' | 'toolbar' | 'actions'
>;

/**
 * A list of visits as cards (the user's, or every user's for an admin), with the list's loading
 * and error states from `query`; `details` adds to each card.
 */
export function SiteVisitList<T extends SiteVisitCard>({
  items,
  query,
  details,
  ...options
}: ListOptions<T> & {
  items: readonly T[] | undefined;
  query: { isPending: boolean; error: Error | null };
  details?: (visit: T) => ReactNode;
}) {
  return (
    <ResourceList
      title="Site visits"
      basePath="/site-visit"
      items={items}
      loading={query.isPending}
      error={query.error ?? undefined}
      itemTitle={(visit) => visit.title}
      emptyText="No site visits yet"
      renderItem={(visit) => (
        <>
          <SiteVisitCardBody visit={visit} />
          {details?.(visit)}
        </>
      )}
      {...options}
    />
  );
}
