import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { GraphQLRequestError } from '../../../lib/graphql/client';
import { VISIT_LOAD_ERROR, VISIT_NOT_FOUND } from './siteVisitTexts';
import styles from './siteVisits.module.css';
import { VisitPage } from './VisitPage';

/** SPEC §8's words for a visit that could not be shown: not found, or not loaded. */
export function VisitMessage({ error }: { error: Error | undefined }) {
  const missing = error instanceof GraphQLRequestError && error.code === 'NOT_FOUND';
  const { title, text } = missing ? VISIT_NOT_FOUND : VISIT_LOAD_ERROR;
  useDocumentMeta(title);
  return (
    <VisitPage title={title} role="alert">
      <p className={styles.muted}>{text}</p>
    </VisitPage>
  );
}
