import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import fieldStyles from '../../../components/form/Field.module.css';
import { ImageUpload, storedImage, type UploadedImage } from '../../../components/upload';
import { ConnectionLostError, uploadDocument, type StoredDocument } from '../api/uploadDocument';
import shared from '../visit/siteVisits.module.css';
import styles from './UploadAnswers.module.css';

/** Most photos or files one question keeps (as the API allows). */
const MAX_UPLOADS = 20;

/** A photos or files question's answer. */
interface UploadAnswerProps {
  label: string;
  value: unknown;
  onAnswer: (value: unknown) => void;
  /** Keeps a photo or file that could not be sent (offline) on the device. */
  onOffline: ((file: Blob, name: string) => void) | undefined;
}

/** A stored photo answer as the upload widget shows it. */
function asImages(value: unknown): UploadedImage[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap(
    (item: { original?: string; name?: string; size?: number; type?: string }) =>
      item.original
        ? [storedImage({ url: item.original, name: item.name, size: item.size, type: item.type })]
        : [],
  );
}

/** Photos, taken or chosen, uploaded as they come and saved once every upload has settled. */
export function PhotosAnswer({ label, value, onAnswer, onOffline }: UploadAnswerProps) {
  const [images, setImages] = useState<UploadedImage[]>(() => asImages(value));
  const lastSent = useRef(JSON.stringify(asImages(value).map((i) => i.url)));
  useEffect(() => {
    // Saved once every upload has settled; a failed one is left out of the answer.
    if (images.some((image) => image.status === 'uploading')) return;
    const stored = images.filter((image) => image.status === 'done' && image.url);
    const urls = JSON.stringify(stored.map((image) => image.url));
    if (urls === lastSent.current) return;
    lastSent.current = urls;
    onAnswer(
      stored.map((image) => ({
        original: image.url,
        // The name of the file the photo came from, to show it by after a reload.
        name: image.fileName ?? '',
        size: image.size ?? 0,
        type: image.type ?? '',
        compressed: image.compressed ?? null,
      })),
    );
  }, [images, onAnswer]);
  return (
    <ImageUpload
      label={label}
      value={images}
      onChange={setImages}
      folder="site-visits"
      maxCount={MAX_UPLOADS}
      multiple
      {...(onOffline ? { onOffline } : {})}
    />
  );
}

/** Documents (a PDF, or a photo of one), each sent as it is chosen, or kept while offline. */
export function FilesAnswer({ label, value, onAnswer, onOffline }: UploadAnswerProps) {
  const inputId = useId();
  const files = Array.isArray(value) ? (value as StoredDocument[]) : [];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []).slice(0, MAX_UPLOADS - files.length);
    event.target.value = '';
    if (chosen.length === 0) return;
    setBusy(true);
    setError(undefined);
    const added: StoredDocument[] = [];
    for (const file of chosen) {
      if (onOffline && !navigator.onLine) {
        onOffline(file, file.name);
        continue;
      }
      try {
        added.push(await uploadDocument(file));
      } catch (failure) {
        if (failure instanceof ConnectionLostError && onOffline) onOffline(file, file.name);
        else setError(failure instanceof Error ? failure.message : 'Upload failed');
      }
    }
    setBusy(false);
    if (added.length > 0) onAnswer([...files, ...added]);
  };
  return (
    <div className={styles.files}>
      {files.length > 0 ? (
        <ul className={shared.results} aria-label={`${label} files`}>
          {files.map((file) => (
            <li key={file.url} className={shared.result}>
              <a href={file.url} target="_blank" rel="noreferrer">
                {file.name}
              </a>
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove ${file.name}`}
                onClick={() => onAnswer(files.filter((f) => f.url !== file.url))}
              >
                <X aria-hidden size={16} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={inputId} className={fieldStyles.label}>
        Add {label.toLowerCase()} (PDF or photo)
      </label>
      <input
        id={inputId}
        type="file"
        accept="application/pdf,.pdf,image/jpeg,image/png,image/webp"
        multiple
        disabled={busy}
        onChange={(event) => void add(event)}
      />
      {busy ? <span className={shared.muted}>Uploading…</span> : null}
      {error ? (
        <span role="alert" className={shared.warning}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
