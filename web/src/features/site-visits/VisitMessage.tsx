import { useDocumentMeta } from '../../components/useDocumentMeta';
import { GraphQLRequestError } from '../../lib/graphql/client';
import styles from './SiteVisits.module.css';
import { VISIT_LOAD_ERROR, VISIT_NOT_FOUND } from './siteVisitTexts';

/** SPEC §8's words for a visit that could not be shown: not found, or not loaded. */
export function VisitMessage({ error }: { error: Error | undefined }) {
  const missing = error instanceof GraphQLRequestError && error.code === 'NOT_FOUND';
  const { title, text } = missing ? VISIT_NOT_FOUND : VISIT_LOAD_ERROR;
  useDocumentMeta(title);
  return (
    <section className={styles.page}>
      <div className={styles.panel} role="alert">
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.muted}>{text}</p>
      </div>
    </section>
  );
}
