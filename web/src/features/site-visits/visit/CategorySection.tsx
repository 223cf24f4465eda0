import type { ReactNode } from 'react';
import type { SiteVisitDetail } from '../api/siteVisitsApi';
import { CategoryIcon } from './CategoryIcon';
import styles from './CategorySection.module.css';
import shared from './siteVisits.module.css';

type Category = SiteVisitDetail['categories'][number];

/**
 * One category of the questionnaire: its icon and title (`headingId` names the section), its
 * description when `describe`d, and its questions (`children`, one `li` each).
 */
export function CategorySection({
  category,
  id,
  headingId,
  describe = false,
  children,
}: {
  category: Category;
  /** The section's own id, for links to it. */
  id?: string;
  headingId: string;
  describe?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} className={styles.category} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <CategoryIcon name={category.icon} />
        {category.title}
      </h2>
      {describe && category.description ? (
        <p className={shared.muted}>{category.description}</p>
      ) : null}
      <ul className={styles.questions}>{children}</ul>
    </section>
  );
}
