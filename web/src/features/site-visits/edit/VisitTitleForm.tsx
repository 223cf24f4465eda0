import { useId, useState, type SubmitEvent } from 'react';
import buttons from '../../../components/buttons.module.css';
import fieldStyles from '../../../components/form/Field.module.css';
import { messageOr } from '../../../lib/graphql/errors';
import { useAppStore } from '../../../stores/appStore';
import { useUpdateSiteVisit, type SiteVisitDetail } from '../api/siteVisitsApi';
import { previewUrl } from '../visit/siteVisitTexts';
import shared from '../visit/siteVisits.module.css';
import styles from './VisitTitleForm.module.css';

/** The stored original's url of an uploaded photo answer item. */
function originalOf(photo: unknown): string | undefined {
  const original = (photo as { original?: unknown } | null)?.original;
  return typeof original === 'string' && original ? original : undefined;
}

/**
 * The visit's title and the photo its card shows: any photo of its answers, or the first one
 * (the default). Saved with its own button, apart from the answers.
 */
export function VisitTitleForm({
  visit,
  photos,
  onSaved,
}: {
  visit: Pick<SiteVisitDetail, 'id' | 'title' | 'preview'>;
  /** Every photo of the visit's answers, in question order. */
  photos: readonly unknown[];
  onSaved: (title: string) => void;
}) {
  const id = useId();
  const showToast = useAppStore((s) => s.showToast);
  const update = useUpdateSiteVisit();
  const [title, setTitle] = useState(visit.title);
  const choices = photos.flatMap((photo) => {
    const original = originalOf(photo);
    const shown = previewUrl(photo);
    return original && shown ? [{ original, shown }] : [];
  });
  // The API shows the first photo when none is chosen, so a preview that is the first photo (or
  // no longer one of the photos) reads as the default.
  const [preview, setPreview] = useState(() => {
    const chosen = originalOf(visit.preview);
    const index = choices.findIndex((choice) => choice.original === chosen);
    return index > 0 && chosen ? chosen : '';
  });
  const [error, setError] = useState<string | undefined>();

  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (title.trim() === '') {
      setError('Please enter a title.');
      return;
    }
    setError(undefined);
    update.mutate(
      { id: visit.id, title: title.trim(), preview },
      {
        onSuccess: () => {
          onSaved(title.trim());
          showToast('success', 'Visit details saved');
        },
        onError: (failure) =>
          setError(messageOr(failure, 'The visit details could not be saved. Please try again.')),
      },
    );
  };

  return (
    <details className={shared.box}>
      <summary className={shared.question}>Title and preview photo</summary>
      <form className={shared.stack} onSubmit={save} noValidate>
        <label htmlFor={`${id}-title`} className={fieldStyles.label}>
          Title
        </label>
        <input
          id={`${id}-title`}
          className={fieldStyles.input}
          value={title}
          maxLength={200}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        <fieldset className={shared.options}>
          <legend className={shared.question}>Preview photo</legend>
          <label className={shared.result}>
            <input
              type="radio"
              name={`${id}-preview`}
              checked={preview === ''}
              onChange={() => setPreview('')}
            />
            The first photo
          </label>
          {choices.map((choice, index) => (
            <label key={choice.original} className={shared.result}>
              <input
                type="radio"
                name={`${id}-preview`}
                checked={preview === choice.original}
                onChange={() => setPreview(choice.original)}
              />
              <img className={styles.choiceThumb} src={choice.shown} alt="" loading="lazy" />
              Photo {index + 1}
            </label>
          ))}
        </fieldset>
        {error ? (
          <span id={`${id}-error`} role="alert" className={shared.warning}>
            {error}
          </span>
        ) : null}
        <div className={shared.actions}>
          <button
            type="submit"
            className={buttons.primary}
            disabled={update.isPending}
            aria-busy={update.isPending}
          >
            Save details
          </button>
        </div>
      </form>
    </details>
  );
}
