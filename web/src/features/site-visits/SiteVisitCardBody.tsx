import styles from './SiteVisits.module.css';
import type { SiteVisitCard } from './siteVisitOperations';
import { addressText, previewUrl } from './siteVisitTexts';

/** A visit's card: its preview photo, address (or 'Address is empty'), progress and state. */
export function SiteVisitCardBody({ visit }: { visit: SiteVisitCard }) {
  const preview = previewUrl(visit.preview);
  return (
    <div className={styles.card}>
      {preview ? (
        <img className={styles.preview} src={preview} alt="" loading="lazy" />
      ) : (
        <span className={styles.noPreview} aria-hidden />
      )}
      <span>{addressText(visit.map.address)}</span>
      <span>
        {visit.progress.answered} of {visit.progress.total} answered ·{' '}
        {visit.submittedAt ? 'Submitted' : 'Draft'}
      </span>
    </div>
  );
}
