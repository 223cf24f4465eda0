import styles from './siteVisits.module.css';
import { addressUnderHeading } from './siteVisitTexts';

/** The address under a visit's heading; nothing when the heading is the address already. */
export function AddressLine({ title, address }: { title: string; address: string }) {
  const text = addressUnderHeading(title, address);
  return text ? <p className={styles.muted}>{text}</p> : null;
}
