import { BadgeAlert, BadgeCheck, LogOut } from 'lucide-react';
import buttons from '../../components/buttons.module.css';
import { useLogoutAction } from '../../components/layout/useLogoutAction';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { formatLocalDate } from '../../lib/dates';
import { useAppStore } from '../../stores/appStore';
import styles from './ProfileScreen.module.css';
import { SitePlanOrdersSection } from './SitePlanOrdersSection';

/**
 * /user and /user/profile: who is signed in (SPEC §2.1), and the site plans they ordered. Only
 * reachable when signed in.
 */
export function ProfileScreen() {
  useDocumentMeta('Profile');
  const user = useAppStore((s) => s.user);
  const logout = useLogoutAction();
  if (!user) return null;

  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <div className={styles.card}>
        <h1 id="profile-title" className={styles.title}>
          Profile
        </h1>
        <dl className={styles.details}>
          <dt>Name</dt>
          <dd>{user.name}</dd>
          <dt>Email</dt>
          <dd className={styles.email}>
            <span>{user.email}</span>
            {user.isVerified ? (
              <span className={styles.verified}>
                <BadgeCheck aria-hidden size={16} />
                Verified
              </span>
            ) : (
              <span className={styles.unverified}>
                <BadgeAlert aria-hidden size={16} />
                Not verified
              </span>
            )}
          </dd>
          <dt>Registration date</dt>
          <dd>{formatLocalDate(user.createdAt)}</dd>
        </dl>
        <button type="button" className={buttons.secondary} onClick={logout}>
          <LogOut aria-hidden size={18} />
          Logout
        </button>
      </div>
      <SitePlanOrdersSection />
    </section>
  );
}
