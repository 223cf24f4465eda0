import type { ReactNode } from 'react';
import styles from './VisitPage.module.css';

/**
 * A site-visit screen's page: an optional link back, then one panel headed by `title` (named by
 * `titleId` for the page's landmark) with `children` under it.
 */
export function VisitPage({
  title,
  titleId,
  back,
  role,
  children,
}: {
  title: string;
  titleId?: string;
  back?: ReactNode;
  /** `alert` for a page that only says what went wrong. */
  role?: 'alert';
  children: ReactNode;
}) {
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      {back}
      <div className={styles.panel} role={role}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
