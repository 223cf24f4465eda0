import { Images, X } from 'lucide-react';
import { useState } from 'react';
import buttons from '../../components/buttons.module.css';
import { photoSrc, shownSrc } from '../../lib/planPhotos';
import { useAppStore } from '../../stores/appStore';
import styles from './CreativeStudio.module.css';
import { ImagePickerDialog } from './ImagePickerDialog';
import type { StudioPlan } from './api/studioApi';

type StudioPhoto = StudioPlan['photos'][number];

/**
 * The source images of the next task: chosen among the plan's photos in a dialog, shown as
 * thumbnails that can be removed one by one. The first one is the task's `image`.
 */
export function SourceImages({
  photos,
  chosen,
  onChange,
}: {
  photos: readonly StudioPhoto[];
  /** The chosen photos' urls. */
  chosen: readonly string[];
  onChange: (urls: readonly string[]) => void;
}) {
  const showToast = useAppStore((s) => s.showToast);
  const [picking, setPicking] = useState(false);
  const thumbOf = (url: string) => {
    const photo = photos.find((each) => photoSrc(each) === url);
    return (photo && shownSrc(photo)) ?? url;
  };

  return (
    <section className={styles.card} aria-labelledby="studio-sources-title">
      <div className={styles.cardHeader}>
        <h2 id="studio-sources-title" className={styles.cardTitle}>
          Source images
        </h2>
        <button
          type="button"
          className={buttons.secondary}
          disabled={photos.length === 0}
          onClick={() => setPicking(true)}
        >
          <Images aria-hidden size={16} />
          Choose images
        </button>
      </div>
      {photos.length === 0 ? (
        <p className={styles.muted}>
          This plan has no photos yet: add some in the plan form to generate from them.
        </p>
      ) : chosen.length === 0 ? (
        <p className={styles.muted}>No image chosen yet.</p>
      ) : (
        <ul className={styles.chosen} aria-label="Chosen images">
          {chosen.map((url, index) => (
            <li key={url} className={styles.chosenImage}>
              <img src={thumbOf(url)} alt={`Source image ${index + 1}`} />
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove source image ${index + 1}`}
                onClick={() => onChange(chosen.filter((each) => each !== url))}
              >
                <X aria-hidden size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {picking ? (
        <ImagePickerDialog
          photos={photos}
          initial={chosen}
          onClose={() => setPicking(false)}
          onChoose={(urls) => {
            onChange(urls);
            setPicking(false);
            showToast('success', 'Image selected for generation');
          }}
        />
      ) : null}
    </section>
  );
}
