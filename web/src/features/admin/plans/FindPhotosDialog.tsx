import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import buttons from '../../../components/buttons.module.css';
import { Modal } from '../../../components/dialog/Modal';
import { Spinner } from '../../../components/Spinner';
import {
  downloadImage,
  newUid,
  uploadedImage,
  uploadImage,
  type UploadedImage,
} from '../../../components/upload';
import { messageOr } from '../../../lib/graphql/errors';
import { adminQueryOptions } from '../adminQueries';
import styles from './PlanForm.module.css';
import { FIND_PHOTOS } from './planOperations';

const PHOTOS_KEY = ['configurator-photos'] as const;

/**
 * The configurator's rendered photos of this plan (by its Decor ID and Plan ID); the chosen ones
 * are fetched through the API, stored as our own uploads (watermarked like every plan photo) and
 * added to the gallery.
 */
export function FindPhotosDialog({
  decorId,
  planId,
  room,
  onAdd,
  onClose,
}: {
  decorId: string;
  planId: string;
  /** Photos the gallery can still take. */
  room: number;
  onAdd: (images: UploadedImage[]) => void;
  onClose: () => void;
}) {
  const ids = { decorId: decorId.trim(), id: planId.trim() };
  const asked = ids.decorId !== '' || ids.id !== '';
  const photos = useQuery({ ...adminQueryOptions(PHOTOS_KEY, FIND_PHOTOS, ids), enabled: asked });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState<{ done: number; failed: string[] } | undefined>();

  const add = async () => {
    const urls = [...chosen].slice(0, room);
    const added: UploadedImage[] = [];
    const failed: string[] = [];
    setAdding({ done: 0, failed });
    for (const [index, url] of urls.entries()) {
      try {
        const name = photos.data?.findPhotos.find((p) => p.url === url)?.name || 'render';
        const file = await downloadImage(url, name);
        const files = await uploadImage(file, {
          name: file.name,
          folder: 'plans',
          watermark: true,
        });
        added.push(uploadedImage(newUid(), file.name, files));
      } catch (error) {
        failed.push(`${url}: ${error instanceof Error ? error.message : 'Unknown error'}`);
      }
      setAdding({ done: index + 1, failed: [...failed] });
    }
    if (added.length > 0) onAdd(added);
    if (failed.length === 0) onClose();
  };

  let body;
  if (!asked) {
    body = <p className={styles.muted}>Enter the plan's Decor ID or Plan ID first.</p>;
  } else if (photos.isPending) {
    body = <Spinner label="Looking for photos" />;
  } else if (photos.isError) {
    body = (
      <p role="alert" className={styles.error}>
        {messageOr(photos.error, 'The configurator service could not be searched.')}
      </p>
    );
  } else if (photos.data.findPhotos.length === 0) {
    body = <p className={styles.muted}>No photos found.</p>;
  } else {
    body = (
      <ul className={styles.photoChoices} aria-label="Photos found">
        {photos.data.findPhotos.map((photo) => (
          <li key={photo.url}>
            <label className={styles.photoChoice}>
              <input
                type="checkbox"
                checked={chosen.has(photo.url)}
                onChange={(event) => {
                  const next = new Set(chosen);
                  if (event.target.checked) next.add(photo.url);
                  else next.delete(photo.url);
                  setChosen(next);
                }}
              />
              <img src={photo.url} alt={photo.name || 'Render'} loading="lazy" />
              <span>{photo.name}</span>
            </label>
          </li>
        ))}
      </ul>
    );
  }

  const busy = adding !== undefined && adding.done < Math.min(chosen.size, room);
  return (
    <Modal
      title="Find photos"
      onClose={onClose}
      actions={
        <>
          <button
            type="button"
            className={buttons.primary}
            disabled={chosen.size === 0 || room === 0 || busy}
            aria-busy={busy}
            onClick={() => void add()}
          >
            {busy
              ? `Adding ${adding.done + 1} of ${Math.min(chosen.size, room)}…`
              : chosen.size === 0
                ? 'Add photos'
                : `Add ${chosen.size} photo${chosen.size === 1 ? '' : 's'}`}
          </button>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {room === 0 ? (
        <p className={styles.muted}>The gallery is full (100 photos).</p>
      ) : chosen.size > room ? (
        <p className={styles.muted}>Only the first {room} chosen photos fit in the gallery.</p>
      ) : null}
      {body}
      {adding && adding.failed.length > 0 ? (
        <ul role="alert" className={styles.error}>
          {adding.failed.map((failure) => (
            <li key={failure}>{failure}</li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
