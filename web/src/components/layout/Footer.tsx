import { COPYRIGHT_YEAR, PRODUCT_NAME } from '../../lib/product';
import { useAppStore } from '../../stores/appStore';
import styles from './Footer.module.css';

/** The neutral footer: copyright and the legal pages the deployment configures. */
export function Footer() {
  const config = useAppStore((s) => s.config);
  return (
    <footer className={styles.footer}>
      <span>
        © {COPYRIGHT_YEAR} {PRODUCT_NAME}
      </span>
      <nav className={styles.links} aria-label="Legal">
        <a href={config.termsUrl}>Terms</a>
        <a href={config.privacyUrl}>Privacy</a>
      </nav>
    </footer>
  );
}
