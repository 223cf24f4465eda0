import { Link } from 'react-router';
import styles from './BackLink.module.css';

/** The '← Admin' / '← Users' link above a back-office screen, to the screen one level up. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link className={styles.back} to={to}>
      {children}
    </Link>
  );
}
