import { Eye, User } from 'lucide-react';
import { Link } from 'react-router';
import buttons from '../../components/buttons.module.css';
import { ResourceList } from '../../components/list/ResourceList';
import { classNames } from '../../lib/classNames';
import { useGraphQLQuery } from '../../lib/graphql/useGraphQLQuery';
import { QuestionnairePanel } from './QuestionnairePanel';
import { SiteVisitCardBody } from './SiteVisitCardBody';
import { ADMIN_SITE_VISITS } from './siteVisitOperations';

/**
 * /admin/site-visits: every user's visits, with who made each; read-only, not creatable. Above
 * them, the questionnaire the visits are answered on, which admins publish new versions of.
 */
export function AdminSiteVisitsScreen() {
  const { data, error, loading } = useGraphQLQuery(ADMIN_SITE_VISITS, {});
  return (
    <ResourceList
      title="Site visits"
      basePath="/site-visit"
      creatable={false}
      toolbar={<QuestionnairePanel />}
      items={data?.siteVisitAdminList}
      loading={loading}
      error={error}
      getId={(visit) => visit.id}
      itemTitle={(visit) => visit.title}
      emptyText="No site visits yet"
      renderItem={(visit) => (
        <>
          <SiteVisitCardBody visit={visit} />
          <span>User {visit.userId}</span>
        </>
      )}
      actions={(visit) => (
        <>
          <Link
            className={classNames(buttons.secondary, buttons.small)}
            to={`/site-visit/${encodeURIComponent(visit.id)}`}
          >
            <Eye aria-hidden size={16} />
            View
          </Link>
          <Link
            className={classNames(buttons.secondary, buttons.small)}
            to={`/admin/user/${encodeURIComponent(visit.userId)}`}
          >
            <User aria-hidden size={16} />
            User
          </Link>
        </>
      )}
    />
  );
}
