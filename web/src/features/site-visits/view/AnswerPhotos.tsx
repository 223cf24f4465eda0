import { previewUrl } from '../visit/siteVisitTexts';
import styles from './VisitDetails.module.css';

/** An answer's photos, each named by the file it was taken from when that was kept. */
export function AnswerPhotos({ result }: { result: unknown }) {
  const photos = (Array.isArray(result) ? (result as unknown[]) : []).flatMap((item) => {
    const url = previewUrl(item);
    const name = (item as { name?: unknown } | null)?.name;
    return url ? [{ url, name: typeof name === 'string' ? name : '' }] : [];
  });
  if (photos.length === 0) return null;
  return (
    <ul className={styles.photos}>
      {photos.map(({ url, name }, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer">
            <img src={url} alt={name || `Photo ${index + 1}`} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}
