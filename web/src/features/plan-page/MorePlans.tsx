import { Link } from 'react-router';
import { useGraphQLQuery } from '../../lib/graphql/useGraphQLQuery';
import { useAppStore } from '../../stores/appStore';
import styles from './MorePlans.module.css';
import { PLANS_TOTAL } from './planPageQueries';
import { morePlansCount } from './planPageTexts';

/**
 * 'N more plans': the size of the library, with the way to browse it — the catalogue for a
 * signed-in user, the map's plan strip for a visitor (the catalogue asks visitors to log in).
 */
export function MorePlans() {
  const loggedIn = useAppStore((s) => s.loggedIn);
  const { data } = useGraphQLQuery(PLANS_TOTAL, {});
  const count = morePlansCount(data?.plansCount.total);
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
