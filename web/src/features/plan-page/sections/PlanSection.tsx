import type { ReactNode } from 'react';
import styles from './PlanSection.module.css';

/**
 * A section of the plan page under its h2 heading, which names it (`titleId`, unique on the
 * page). Its look is the page's usual one unless `className` or `titleClassName` replaces it.
 */
export function PlanSection({
  titleId,
  title,
  id,
  className = styles.section,
  titleClassName = styles.title,
  children,
}: {
  titleId: string;
  title: ReactNode;
  /** The section's own id, for a link to it. */
  id?: string;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
