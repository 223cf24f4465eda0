import { PRODUCT_NAME } from '../../lib/product';
import styles from './Logo.module.css';

/** The product mark: a house outline on a lot, and the product name. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden>
        <rect x="1" y="1" width="30" height="30" rx="8" fill="var(--accent)" />
        <path
          d="M8 16.5 16 9l8 7.5M10.5 14.5V23h11v-8.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.name}>{PRODUCT_NAME}</span>
    </span>
  );
}
