import { useState } from 'react';
import { AiRenderLabel } from '../../components/AiRenderLabel';
import { Modal } from '../../components/dialog/Modal';
import { photoSrc, shownSrc } from '../../lib/planPhotos';
import styles from './CreativeStudio.module.css';
import { MAX_SOURCE_IMAGES } from './generationRequest';
import type { StudioPlan } from './api/studioApi';

type StudioPhoto = StudioPlan['photos'][number];

/**
 * The plan's photos (published or not, generated ones labelled) as a grid to tick, up to the ten
 * a task takes. 'Select' hands over the ticked ones in the order they were ticked.
 */
export function ImagePickerDialog({
  photos,
  initial,
  onChoose,
  onClose,
}: {
  photos: readonly StudioPhoto[];
  initial: readonly string[];
  onChoose: (urls: readonly string[]) => void;
  onClose: () => void;
}) {
  const [ticked, setTicked] = useState<readonly string[]>(initial);
  const full = ticked.length >= MAX_SOURCE_IMAGES;

  const toggle = (url: string, on: boolean) =>
    setTicked((current) => (on ? [...current, url] : current.filter((each) => each !== url)));

  return (
    <Modal
      title="Choose images"
      onClose={onClose}
      dismiss="Cancel"
      confirm={{ label: 'Select', disabled: ticked.length === 0, onClick: () => onChoose(ticked) }}
    >
      <p className={styles.muted}>
        {full
          ? `A task takes at most ${MAX_SOURCE_IMAGES} images.`
          : `Choose up to ${MAX_SOURCE_IMAGES} images; the first one chosen leads.`}
      </p>
      <ul className={styles.pickerGrid} aria-label="Plan photos">
        {photos.map((photo, index) => {
          const url = photoSrc(photo);
          if (!url) return null;
          const checked = ticked.includes(url);
          return (
            <li key={`${url}-${index}`}>
              <label className={styles.pickerTile}>
                <input
                  type="checkbox"
                  className={styles.pickerCheck}
                  checked={checked}
                  disabled={!checked && full}
                  aria-label={`Photo ${index + 1}`}
                  onChange={(event) => toggle(url, event.target.checked)}
                />
                <img src={shownSrc(photo)} alt="" loading="lazy" />
                <AiRenderLabel photo={photo} className={styles.pickerLabel} />
              </label>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
