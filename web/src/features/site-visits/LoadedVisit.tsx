import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { useGraphQLQuery } from '../../lib/graphql/useGraphQLQuery';
import styles from './SiteVisits.module.css';
import { SITE_VISIT, type SiteVisitDetail } from './siteVisitOperations';
import { VisitMessage } from './VisitMessage';

/**
 * The visit the route names (`:id`), handed to `children` once loaded; while it loads a spinner,
 * and SPEC §8's words when it is not found or did not load. The view and edit screens share it.
 */
export function LoadedVisit({ children }: { children: (visit: SiteVisitDetail) => ReactNode }) {
  const { id = '' } = useParams();
  const { data, error, loading } = useGraphQLQuery(SITE_VISIT, { id });
  if (loading) {
    return (
      <div className={styles.page}>
        <Spinner label="Loading the visit" />
      </div>
    );
  }
  if (error || !data) return <VisitMessage error={error} />;
  return children(data.getSiteVisit);
}
