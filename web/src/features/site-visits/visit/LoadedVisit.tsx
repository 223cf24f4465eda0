import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { useSiteVisit, type SiteVisitDetail } from '../api/siteVisitsApi';
import { VisitMessage } from './VisitMessage';
import styles from './VisitPage.module.css';

/**
 * The visit the route names (`:id`), handed to `children` once loaded; while it loads a spinner,
 * and SPEC §8's words when it is not found or did not load. The view and edit screens share it.
 * A visit once shown stays shown while it is asked again (after an answer is sent, say), even
 * if that fails: the questionnaire is answered offline.
 */
export function LoadedVisit({ children }: { children: (visit: SiteVisitDetail) => ReactNode }) {
  const { id = '' } = useParams();
  const { data, error, isPending } = useSiteVisit(id);
  if (isPending) {
    return (
      <div className={styles.page}>
        <Spinner label="Loading the visit" />
      </div>
    );
  }
  if (!data) return <VisitMessage error={error} />;
  return children(data.getSiteVisit);
}
