import { useAppStore } from '../../../stores/appStore';
import styles from './CallBookingEmbed.module.css';
import { PlanSection } from './PlanSection';

/**
 * The call-booking page (SPEC §2.2: 1260px tall), embedded when the deployment names one. The
 * browser loads it only as it nears the screen: a booking widget is the heaviest thing on the page.
 */
export function CallBookingEmbed() {
  const url = useAppStore((s) => s.config.callBookingUrl);
  if (!url) return null;
  return (
    <PlanSection
      id="book-a-call"
      titleId="plan-call-title"
      title="Book a 30-minute call with an expert"
    >
      <iframe
        className={styles.frame}
        src={url}
        title="Book a 30-minute call with an expert"
        height={1260}
        loading="lazy"
      />
    </PlanSection>
  );
}
