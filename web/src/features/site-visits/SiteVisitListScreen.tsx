import { useAppStore } from '../../stores/appStore';
import { useMySiteVisits } from './api/siteVisitsApi';
import { SiteVisitList } from './list/SiteVisitList';

/** /site-visit/list: the signed-in user's visits, with Create, View and Edit. */
export function SiteVisitListScreen() {
  const userId = useAppStore((s) => s.user?.id ?? '');
  const query = useMySiteVisits(userId);
  return <SiteVisitList backLink={null} items={query.data?.siteVisitUserList} query={query} />;
}
