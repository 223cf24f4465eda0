import { useAppStore } from '../../stores/appStore';
import styles from './CallBookingEmbed.module.css';

/**
 * The call-booking page (SPEC §2.2: 1260px tall), embedded when the deployment names one. The
 * browser loads it only as it nears the screen: a booking widget is the heaviest thing on the page.
 */
export function CallBookingEmbed() {
  const url = useAppStore((s) => s.config.callBookingUrl);
  if (!url) return null;
  return (
    <section id="book-a-call" className={styles.section} aria-labelledby="plan-call-title">
      <h2 id="plan-call-title" className={styles.title}>
        Book a 30-minute call with an expert
      </h2>
      <iframe
        className={styles.frame}
        src={url}
        title="Book a 30-minute call with an expert"
        height={1260}
        loading="lazy"
      />
    </section>
  );
}
