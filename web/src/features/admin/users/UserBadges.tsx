import type { Role } from '../../../lib/auth/roles';
import styles from './UserBadges.module.css';

/** The account's role and whether its email is confirmed, as two small badges. */
export function UserBadges({ role, isVerified }: { role: Role; isVerified: boolean }) {
  return (
    <span className={styles.badges}>
      <span className={role === 'ADMIN' ? styles.admin : styles.badge}>{role}</span>
      <span className={isVerified ? styles.verified : styles.badge}>
        {isVerified ? 'Verified' : 'Not verified'}
      </span>
    </span>
  );
}
