import { Link } from 'react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';
import styles from './AdminPlaceholder.module.css';

/**
 * An admin screen whose feature has not shipped: names the screen and the feature that brings it,
 * with a way back to the dashboard.
 */
export function AdminPlaceholder({ screen, feature }: { screen: string; feature: string }) {
  return (
    <div className={styles.wrapper}>
      <Link className={styles.back} to="/admin">
        ← Admin
      </Link>
      <NotBuiltYet
        title={screen}
        message={`The ${screen} screen is not built yet — it arrives with the ${feature} feature.`}
      />
    </div>
  );
}
