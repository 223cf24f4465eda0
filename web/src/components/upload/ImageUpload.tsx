import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { classNames } from '../../lib/classNames';
import cardGrid from '../list/cardGrid.module.css';
import { CropDialog } from './CropDialog';
import { formatFileSize, isLargeFile } from './fileSize';
import styles from './ImageUpload.module.css';
import { previewUrl, type UploadedImage } from './uploadedImage';
import { useImageUploads, type Refusal } from './useImageUploads';

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
  const { kept, refused, dismissRefused, cropping, onFiles, closeCrop, confirmCrop, remove } =
    useImageUploads({ value, onChange, maxCount, folder, crop, watermark, onOffline });

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
      {refused.length > 0 ? <RefusedFiles refused={refused} onDismiss={dismissRefused} /> : null}
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

/** The files of the last choice that were not stored, each with its reason, until dismissed. */
function RefusedFiles({ refused, onDismiss }: { refused: Refusal[]; onDismiss: () => void }) {
  return (
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
        onClick={onDismiss}
      >
        Dismiss
      </button>
    </div>
  );
}
