import { Link } from 'react-router';
import { useAppStore } from '../../../stores/appStore';
import { usePlansTotal } from '../api/planSectionsApi';
import { morePlansCount } from '../planPageTexts';
import styles from './MorePlans.module.css';

/**
 * 'N more plans': the library's plans other than this one, with the way to browse them — the
 * catalogue for a signed-in user, the map's plan strip for a visitor (the catalogue asks visitors
 * to log in).
 */
export function MorePlans({ planHidden }: { planHidden: boolean }) {
  const loggedIn = useAppStore((s) => s.loggedIn);
  const { data } = usePlansTotal();
  const count = morePlansCount(data?.plansCount.total, !planHidden);
  return (
    <section className={styles.band} aria-label="More plans">
      <p className={styles.text}>
        Not the one? Our library has <strong>{count} more plans</strong> to try on your lot.
      </p>
      <Link className={styles.link} to={loggedIn ? '/plans' : '/'}>
        Browse plans
      </Link>
    </section>
  );
}
