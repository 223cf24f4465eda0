import { Eye, User } from 'lucide-react';
import { Link } from 'react-router';
import buttons from '../../components/buttons.module.css';
import { classNames } from '../../lib/classNames';
import { useAdminSiteVisits } from './api/siteVisitsApi';
import { SiteVisitList } from './list/SiteVisitList';
import { QuestionnairePanel } from './template/QuestionnairePanel';

/**
 * /admin/site-visits: every user's visits, with who made each; read-only, not creatable. Above
 * them, the questionnaire the visits are answered on, which admins publish new versions of.
 */
export function AdminSiteVisitsScreen() {
  const query = useAdminSiteVisits();
  return (
    <SiteVisitList
      creatable={false}
      toolbar={<QuestionnairePanel />}
      items={query.data?.siteVisitAdminList}
      query={query}
      details={(visit) => <span>User {visit.userId}</span>}
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
