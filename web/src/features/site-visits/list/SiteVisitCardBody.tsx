import type { SiteVisitCard } from '../api/siteVisitsApi';
import { addressText, previewUrl } from '../visit/siteVisitTexts';
import styles from './SiteVisitCardBody.module.css';

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
