import type { ReactNode } from 'react';
import { Spinner } from '../../../../components/Spinner';
import { messageOr } from '../../../../lib/graphql/errors';
import styles from './PlanForm.module.css';

/**
 * What the configurator service answered one of the plan form's searches: what to enter before
 * anything is asked, a spinner, why it failed, that it found nothing, or `children(found)`.
 */
export function ConfiguratorAnswer<T>({
  query,
  found,
  idleText,
  loadingText,
  emptyText,
  children,
}: {
  query: { isPending: boolean; error: Error | null; data: T | undefined };
  /** What was found in the answer. */
  found: (data: T) => readonly unknown[];
  /** Said while nothing has been asked (no id entered). */
  idleText: string | undefined;
  loadingText: string;
  emptyText: string;
  children: (data: T) => ReactNode;
}) {
  if (idleText) return <p className={styles.muted}>{idleText}</p>;
  if (query.isPending) return <Spinner label={loadingText} />;
  if (query.error || query.data === undefined) {
    return (
      <p role="alert" className={styles.error}>
        {messageOr(query.error, 'The configurator service could not be searched.')}
      </p>
    );
  }
  if (found(query.data).length === 0) return <p className={styles.muted}>{emptyText}</p>;
  return children(query.data);
}
