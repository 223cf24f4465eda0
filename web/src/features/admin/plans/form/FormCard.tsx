import type { ReactNode } from 'react';
import styles from './PlanForm.module.css';

/** One card of the plan form: a titled section, with its buttons beside the title when it has any. */
export function FormCard({
  id,
  title,
  actions,
  children,
}: {
  /** Names the card's title (`{id}-title`), which labels the section. */
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  const heading = (
    <h2 id={titleId} className={styles.cardTitle}>
      {title}
    </h2>
  );
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      {actions ? (
        <div className={styles.cardHeader}>
          {heading}
          <div className={styles.cardActions}>{actions}</div>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
