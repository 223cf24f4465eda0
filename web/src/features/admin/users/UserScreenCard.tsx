import type { ReactNode } from 'react';
import { BackLink } from '../../../components/BackLink';
import styles from './UserScreens.module.css';

/** The frame of one account's screens: '← Users' back to the list, then a card under a heading. */
export function UserScreenCard({
  titleId,
  title,
  children,
}: {
  /** The heading's id, which names the screen's section. */
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <BackLink to="/admin/users">← Users</BackLink>
      <div className={styles.card}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
