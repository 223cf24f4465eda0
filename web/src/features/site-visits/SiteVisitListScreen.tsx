import { ResourceList } from '../../components/list/ResourceList';
import { useGraphQLQuery } from '../../lib/graphql/useGraphQLQuery';
import { useAppStore } from '../../stores/appStore';
import { SiteVisitCardBody } from './SiteVisitCardBody';
import { MY_SITE_VISITS } from './siteVisitOperations';

/** /site-visit/list: the signed-in user's visits, with Create, View and Edit. */
export function SiteVisitListScreen() {
  const userId = useAppStore((s) => s.user?.id ?? '');
  const { data, error, loading } = useGraphQLQuery(MY_SITE_VISITS, { userId });
  return (
    <ResourceList
      title="Site visits"
      backLink={null}
      basePath="/site-visit"
      items={data?.siteVisitUserList}
      loading={loading}
      error={error}
      getId={(visit) => visit.id}
      itemTitle={(visit) => visit.title}
      emptyText="No site visits yet"
      renderItem={(visit) => <SiteVisitCardBody visit={visit} />}
    />
  );
}
