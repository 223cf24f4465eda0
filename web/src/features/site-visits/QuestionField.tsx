import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import fieldStyles from '../../components/form/Field.module.css';
import { TagsField } from '../../components/form/TagsField';
import { ImageUpload, storedImage, type UploadedImage } from '../../components/upload';
import type { VisitPlace } from './mapGeometry';
import { MapAnswer } from './MapAnswer';
import type { VisitQuestion } from './siteVisitOperations';
import styles from './SiteVisits.module.css';
import { ConnectionLostError, uploadDocument, type StoredDocument } from './uploadDocument';
import type { WaitingUpload } from './uploadQueue';

/** Most photos or files one question keeps (as the API allows). */
const MAX_UPLOADS = 20;

/** One question of the questionnaire, answered by the control its type calls for. */
export function QuestionField({
  question,
  value,
  place,
  onAnswer,
  waiting = [],
  onOffline,
}: {
  question: VisitQuestion;
  value: unknown;
  /** The visit's lot corners and address position, for map questions. */
  place: VisitPlace;
  onAnswer: (value: unknown) => void;
  /** This question's photos and files waiting on the device to be sent. */
  waiting?: readonly WaitingUpload[];
  /** Keeps a photo or file that could not be sent (offline) on the device. */
  onOffline?: (kind: WaitingUpload['kind'], file: Blob, name: string) => void;
}) {
  const id = useId();
  const title = `${question.title}${question.required ? ' (required)' : ''}`;
  const help = question.help ? (
    <span id={`${id}-help`} className={styles.muted}>
      {question.help}
    </span>
  ) : null;
  // Pictures of what to look for (a meter's face, a cleanout cap), as the template gives them.
  const helpImages = question.helpImages.map((src, index) => (
    <img
      key={src}
      className={styles.helpImage}
      src={src}
      alt={`${question.title}: example ${index + 1}`}
      loading="lazy"
    />
  ));
  const describedBy = question.help ? `${id}-help` : undefined;

  let control;
  switch (question.type) {
    case 'text':
      control = (
        <TextAnswer id={id} value={value} describedBy={describedBy} onAnswer={onAnswer} multiline />
      );
      break;
    case 'number':
      control = <TextAnswer id={id} value={value} describedBy={describedBy} onAnswer={onAnswer} />;
      break;
    case 'select':
      control = <SelectAnswer question={question} value={value} onAnswer={onAnswer} />;
      break;
    case 'photos':
      control = (
        <PhotosAnswer
          label={question.title}
          value={value}
          onAnswer={onAnswer}
          onOffline={onOffline && ((file, name) => onOffline('photo', file, name))}
        />
      );
      break;
    case 'files':
      control = (
        <FilesAnswer
          label={question.title}
          value={value}
          onAnswer={onAnswer}
          onOffline={onOffline && ((file, name) => onOffline('file', file, name))}
        />
      );
      break;
    default:
      control = (
        <MapAnswer
          question={question}
          value={value}
          lot={place.lot}
          center={place.center}
          onAnswer={onAnswer}
        />
      );
  }

  const labelled = question.type === 'text' || question.type === 'number';
  return (
    <>
      {labelled ? (
        <label className={styles.question} htmlFor={id}>
          {title}
        </label>
      ) : (
        <span className={styles.question}>{title}</span>
      )}
      {help}
      {helpImages}
      {control}
      {waiting.length > 0 ? (
        <span className={styles.waiting}>
          Waiting on this device to be sent: {waiting.map((upload) => upload.name).join(', ')}
        </span>
      ) : null}
      {/* A map answer names its problems itself, checked again as it is redrawn. */}
      {(question.type === 'map' ? [] : question.warnings).map((warning) => (
        <span key={warning} className={styles.warning}>
          {warning}
        </span>
      ))}
    </>
  );
}

/** Text or a number, saved when the field is left. */
function TextAnswer({
  id,
  value,
  describedBy,
  onAnswer,
  multiline = false,
}: {
  id: string;
  value: unknown;
  describedBy: string | undefined;
  onAnswer: (value: unknown) => void;
  multiline?: boolean;
}) {
  const saved = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const [typed, setTyped] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    if (typed === saved) return;
    if (multiline) {
      onAnswer(typed.trim() === '' ? null : typed);
      return;
    }
    const number = Number(typed.trim());
    if (typed.trim() !== '' && !Number.isFinite(number)) {
      setError('Please enter a number.');
      return;
    }
    setError(undefined);
    onAnswer(typed.trim() === '' ? null : number);
  };
  const common = {
    id,
    className: fieldStyles.input,
    value: typed,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    onBlur: save,
  };
  return (
    <>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => setTyped(event.target.value)} />
      ) : (
        <input {...common} inputMode="decimal" onChange={(event) => setTyped(event.target.value)} />
      )}
      {error ? <span className={styles.warning}>{error}</span> : null}
    </>
  );
}

function SelectAnswer({
  question,
  value,
  onAnswer,
}: {
  question: VisitQuestion;
  value: unknown;
  onAnswer: (value: unknown) => void;
}) {
  const chosen = Array.isArray(value)
    ? (value as string[])
    : typeof value === 'string'
      ? [value]
      : [];
  if (question.mode === 'tags') {
    return <TagsField label={question.title} value={chosen} onChange={(next) => onAnswer(next)} />;
  }
  const multiple = question.mode === 'multiple';
  return (
    <fieldset className={styles.options}>
      <legend className={styles.visuallyHidden}>{question.title}</legend>
      {question.options.map((option) => (
        <label key={option} className={styles.result}>
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={question.id}
            checked={chosen.includes(option)}
            onChange={(event) => {
              if (!multiple) onAnswer(option);
              else if (event.target.checked) onAnswer([...chosen, option]);
              else onAnswer(chosen.filter((c) => c !== option));
            }}
          />
          {option}
        </label>
      ))}
    </fieldset>
  );
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

function PhotosAnswer({
  label,
  value,
  onAnswer,
  onOffline,
}: {
  label: string;
  value: unknown;
  onAnswer: (value: unknown) => void;
  onOffline: ((file: Blob, name: string) => void) | undefined;
}) {
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

function FilesAnswer({
  label,
  value,
  onAnswer,
  onOffline,
}: {
  label: string;
  value: unknown;
  onAnswer: (value: unknown) => void;
  onOffline: ((file: Blob, name: string) => void) | undefined;
}) {
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
        <ul className={styles.results} aria-label={`${label} files`}>
          {files.map((file) => (
            <li key={file.url} className={styles.result}>
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
      {busy ? <span className={styles.muted}>Uploading…</span> : null}
      {error ? (
        <span role="alert" className={styles.warning}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
