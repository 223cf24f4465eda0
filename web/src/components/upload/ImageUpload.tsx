import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { Area } from 'react-easy-crop';
import { classNames } from '../../lib/classNames';
import cardGrid from '../list/cardGrid.module.css';
import { CropDialog } from './CropDialog';
import { cropImage } from './cropImage';
import { formatFileSize, isLargeFile } from './fileSize';
import styles from './ImageUpload.module.css';
import { fillMissingMetadata } from './imageMetadata';
import { prepareImage } from './prepareImage';
import { checkImageFile } from './sniffImage';
import { newUid, previewUrl, uploadedImage, type UploadedImage } from './uploadedImage';
import { ABORTED, NETWORK_ERROR, uploadImage } from './uploadImage';

export interface ImageUploadProps {
  /** The images, stored and uploading. */
  value: readonly UploadedImage[];
  onChange: (next: UploadedImage[]) => void;
  /** Accessible name of the upload control, e.g. 'Logo'. */
  label: string;
  /** Most images (SPEC §5: 1); the Upload button is hidden once reached. */
  maxCount?: number;
  /** Where the server files them (SPEC §5: 'images'). */
  folder?: string;
  /** Crop before uploading (off by default), at this width / height ratio (1 by default). */
  crop?: boolean;
  aspect?: number;
  /** Store a watermarked rendition too (off by default). */
  watermark?: boolean;
  /** Choose several files at once. */
  multiple?: boolean;
  disabled?: boolean;
  /** More buttons on a stored image's card (the plan form's cover and publish switches). */
  renderActions?: (image: UploadedImage) => ReactNode;
  /**
   * Takes an image that could not be sent because the device is offline (ready to send, after
   * any shrinking), e.g. to keep it on the device until the connection returns. Without it such
   * an image shows as a failed card.
   */
  onOffline?: (image: Blob, name: string) => void;
}

/** A chosen file that was not stored, and why. */
interface Refusal {
  uid: string;
  name: string;
  error: string;
}

/**
 * The picture-card uploader of SPEC §2.7: cards of the images with their size and a delete
 * button, a card labelled 'Upload' while there is room, a real progress bar while an image
 * goes up, and the crop dialog 'Edit Image' when cropping is on. A file refused (not an image,
 * too large, turned down by the server) gets no card, so it never counts against the limit: it
 * is named with its reason under the cards until dismissed or the next files are chosen.
 */
export function ImageUpload({
  value,
  onChange,
  label,
  maxCount = 1,
  folder = 'images',
  crop = false,
  aspect = 1,
  watermark = false,
  multiple = false,
  disabled = false,
  renderActions,
  onOffline,
}: ImageUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  // The newest list: uploads finish after renders, and each change builds on the last one.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const uploads = useRef(new Map<string, AbortController>());
  const [cropping, setCropping] = useState<{ file: File; url: string } | undefined>();
  const [refused, setRefused] = useState<Refusal[]>([]);
  const refuse = (name: string, error: string) =>
    setRefused((list) => [...list, { uid: newUid(), name, error }]);
  // Stored and uploading images: what counts against `maxCount`.
  const kept = value.filter((image) => image.status !== 'error').length;

  const commit = (next: UploadedImage[]) => {
    latest.current = next;
    onChange(next);
  };
  const patch = (uid: string, change: Partial<UploadedImage> | UploadedImage) =>
    commit(latest.current.map((image) => (image.uid === uid ? { ...image, ...change } : image)));

  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((upload) => upload.abort());
  }, []);

  useEffect(() => {
    void fillMissingMetadata(value, (uid, found) => patch(uid, found));
    // Only images that arrive without a size or type are looked up, once each.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const start = async (file: Blob, name: string) => {
    const uid = newUid();
    commit([...latest.current, { uid, name, status: 'uploading', percent: 0 }]);
    const prepared = await prepareImage(new File([file], name, { type: file.type }));
    const drop = () => commit(latest.current.filter((image) => image.uid !== uid));
    if ('error' in prepared) {
      drop();
      refuse(name, prepared.error);
      return;
    }
    const keepForLater = () => {
      drop();
      onOffline?.(prepared.blob, name);
    };
    if (onOffline && !navigator.onLine) {
      keepForLater();
      return;
    }
    const controller = new AbortController();
    uploads.current.set(uid, controller);
    try {
      const files = await uploadImage(prepared.blob, {
        name,
        folder,
        watermark,
        signal: controller.signal,
        onProgress: (percent) => patch(uid, { percent }),
      });
      patch(uid, uploadedImage(uid, name, files));
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Upload failed';
      if (message === NETWORK_ERROR && onOffline) keepForLater();
      else if (message !== ABORTED) {
        drop();
        refuse(name, message);
      }
    } finally {
      uploads.current.delete(uid);
    }
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const stored = latest.current.filter((image) => image.status !== 'error').length;
    const room = Math.max(0, maxCount - stored);
    const files = Array.from(event.target.files ?? []).slice(0, room);
    event.target.value = '';
    // A new choice: the refusals of the last one have been read.
    setRefused([]);
    const [only] = files;
    if (crop && only && files.length === 1) {
      const checked = await checkImageFile(only);
      if ('error' in checked) {
        refuse(only.name, checked.error);
        return;
      }
      setCropping({ file: only, url: URL.createObjectURL(only) });
      return;
    }
    files.forEach((file) => void start(file, file.name));
  };

  const closeCrop = () => {
    if (cropping) URL.revokeObjectURL(cropping.url);
    setCropping(undefined);
  };

  const confirmCrop = async (area: Area) => {
    if (!cropping) return;
    const { file } = cropping;
    closeCrop();
    try {
      const cropped = await cropImage(file, area, file.type);
      void start(cropped, file.name);
    } catch (error) {
      refuse(file.name, error instanceof Error ? error.message : 'The image could not be cropped.');
    }
  };

  const remove = (uid: string) => {
    uploads.current.get(uid)?.abort();
    commit(latest.current.filter((image) => image.uid !== uid));
  };

  return (
    <div className={styles.uploader}>
      <ul className={cardGrid.grid} aria-label={label}>
        {value.map((image) => (
          <ImageCard
            key={image.uid}
            image={image}
            onDelete={() => remove(image.uid)}
            disabled={disabled}
            actions={image.status === 'done' ? renderActions?.(image) : undefined}
          />
        ))}
        {kept < maxCount && (
          <li>
            <button
              type="button"
              className={styles.addCard}
              onClick={() => input.current?.click()}
              disabled={disabled}
              aria-label={`Upload ${label.toLowerCase()}`}
            >
              <ImagePlus aria-hidden="true" size={28} />
              <span>Upload</span>
            </button>
          </li>
        )}
      </ul>
      {refused.length > 0 ? (
        <div className={styles.refused}>
          <ul>
            {refused.map((refusal) => (
              <li key={refusal.uid} role="alert">
                <strong>{refusal.name}</strong> was not uploaded: {refusal.error}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.dismissRefused}
            aria-label="Dismiss the files not uploaded"
            onClick={() => setRefused([])}
          >
            Dismiss
          </button>
        </div>
      ) : null}
      <input
        ref={input}
        type="file"
        hidden
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple={multiple && maxCount - kept > 1}
        onChange={(event) => void onFiles(event)}
        data-testid={`${label} file input`}
      />
      {cropping && (
        <CropDialog
          imageUrl={cropping.url}
          aspect={aspect}
          onCancel={closeCrop}
          onConfirm={(area) => void confirmCrop(area)}
        />
      )}
    </div>
  );
}

function ImageCard({
  image,
  onDelete,
  disabled,
  actions,
}: {
  image: UploadedImage;
  onDelete: () => void;
  disabled: boolean;
  actions: ReactNode;
}) {
  const src = previewUrl(image);
  return (
    <li className={classNames(styles.card, image.status === 'error' && styles.failed)}>
      <div className={styles.picture}>
        {src ? (
          <img src={src} alt={image.name} />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
        {image.status === 'uploading' && (
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={`Uploading ${image.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={image.percent ?? 0}
          >
            <div className={styles.progressFill} style={{ width: `${image.percent ?? 0}%` }} />
          </div>
        )}
      </div>
      <div className={styles.caption}>
        <span className={styles.name} title={image.name}>
          {image.name}
        </span>
        {image.status === 'error' ? (
          <span className={styles.error} role="alert">
            {image.error}
          </span>
        ) : (
          image.size !== undefined && (
            <span className={isLargeFile(image.size) ? styles.sizeLarge : styles.size}>
              {formatFileSize(image.size)}
            </span>
          )
        )}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      <button
        type="button"
        className={styles.delete}
        onClick={onDelete}
        disabled={disabled}
        aria-label={`Delete ${image.name}`}
      >
        <Trash2 aria-hidden="true" size={18} />
      </button>
    </li>
  );
}
