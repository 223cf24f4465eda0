import { useState } from 'react';
import { Modal } from '../../../../components/dialog/Modal';
import {
  downloadImage,
  newUid,
  uploadedImage,
  uploadImage,
  type UploadedImage,
} from '../../../../components/upload';
import { useFindPhotos } from '../api/configuratorApi';
import { ConfiguratorAnswer } from './ConfiguratorAnswer';
import styles from './PlanForm.module.css';

/** A render the configurator found: its url and name. */
interface Render {
  url: string;
  name: string;
}

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
  const photos = useFindPhotos(ids);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const { adding, add } = useAddRenders({ onAdd, onClose });
  const wanted = Math.min(chosen.size, room);
  const busy = adding !== undefined && adding.done < wanted;
  const choose = (url: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(url);
    else next.delete(url);
    setChosen(next);
  };
  return (
    <Modal
      title="Find photos"
      onClose={onClose}
      dismiss="Close"
      confirm={{
        label: busy
          ? `Adding ${adding.done + 1} of ${wanted}…`
          : chosen.size === 0
            ? 'Add photos'
            : `Add ${chosen.size} photo${chosen.size === 1 ? '' : 's'}`,
        disabled: chosen.size === 0 || room === 0 || busy,
        busy,
        onClick: () => {
          const found = photos.data?.findPhotos ?? [];
          const renders = [...chosen]
            .slice(0, room)
            .map((url) => found.find((photo) => photo.url === url) ?? { url, name: '' });
          void add(renders);
        },
      }}
    >
      {room === 0 ? (
        <p className={styles.muted}>The gallery is full (100 photos).</p>
      ) : chosen.size > room ? (
        <p className={styles.muted}>Only the first {room} chosen photos fit in the gallery.</p>
      ) : null}
      <ConfiguratorAnswer
        query={photos}
        found={(data) => data.findPhotos}
        idleText={ids.decorId || ids.id ? undefined : "Enter the plan's Decor ID or Plan ID first."}
        loadingText="Looking for photos"
        emptyText="No photos found."
      >
        {(data) => (
          <ul className={styles.photoChoices} aria-label="Photos found">
            {data.findPhotos.map((photo) => (
              <li key={photo.url}>
                <label className={styles.photoChoice}>
                  <input
                    type="checkbox"
                    checked={chosen.has(photo.url)}
                    onChange={(event) => choose(photo.url, event.target.checked)}
                  />
                  <img src={photo.url} alt={photo.name || 'Render'} loading="lazy" />
                  <span>{photo.name}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </ConfiguratorAnswer>
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

/**
 * Adding the chosen renders, one after another: each is downloaded through the API and uploaded
 * as our own (watermarked) photo; `adding` counts them and names the ones that failed. The added
 * ones join the gallery; the dialog closes when none failed.
 */
function useAddRenders({
  onAdd,
  onClose,
}: {
  onAdd: (images: UploadedImage[]) => void;
  onClose: () => void;
}) {
  const [adding, setAdding] = useState<{ done: number; failed: string[] } | undefined>();
  const add = async (renders: readonly Render[]) => {
    const added: UploadedImage[] = [];
    const failed: string[] = [];
    setAdding({ done: 0, failed });
    for (const [index, render] of renders.entries()) {
      try {
        const file = await downloadImage(render.url, render.name || 'render');
        const files = await uploadImage(file, {
          name: file.name,
          folder: 'plans',
          watermark: true,
        });
        added.push(uploadedImage(newUid(), file.name, files));
      } catch (error) {
        failed.push(`${render.url}: ${error instanceof Error ? error.message : 'Unknown error'}`);
      }
      setAdding({ done: index + 1, failed: [...failed] });
    }
    if (added.length > 0) onAdd(added);
    if (failed.length === 0) onClose();
  };
  return { adding, add };
}
