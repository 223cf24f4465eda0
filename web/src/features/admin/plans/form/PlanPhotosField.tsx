import { Eye, Image, Sparkles, Star } from 'lucide-react';
import { AiRenderLabel, type GeneratedPhotoInfo } from '../../../../components/AiRenderLabel';
import buttons from '../../../../components/buttons.module.css';
import { ImageUpload, type UploadedImage } from '../../../../components/upload';
import { classNames } from '../../../../lib/classNames';
import { useAppStore } from '../../../../stores/appStore';
import { MAX_PLAN_PHOTOS, NEW_PHOTO_FLAGS, toggleCover, type PhotoFlags } from './planFormRules';
import styles from './PlanForm.module.css';

/**
 * The plan's gallery: up to 100 watermarked uploads, each with the switches of SPEC §2.4 —
 * Set as Cover / Unset Cover (one cover at most), Published / Unpublished, Set as Main (the
 * photo becomes the main image), Preview, and Optimize (not offered yet). A photo the Creative
 * Studio made is labelled 'AI render' with a link to its source photo; the API keeps those marks
 * when the plan is saved, so the form never sends them.
 */
export function PlanPhotosField({
  photos,
  onPhotosChange,
  flags,
  onFlagsChange,
  onSetMain,
  generated,
}: {
  photos: UploadedImage[];
  onPhotosChange: (next: UploadedImage[]) => void;
  flags: ReadonlyMap<string, PhotoFlags>;
  onFlagsChange: (next: Map<string, PhotoFlags>) => void;
  onSetMain: (image: UploadedImage) => void;
  /** The generated photos among them, by url. */
  generated: ReadonlyMap<string, GeneratedPhotoInfo>;
}) {
  const showToast = useAppStore((s) => s.showToast);
  const flagsOf = (uid: string) => flags.get(uid) ?? NEW_PHOTO_FLAGS;
  const setFlags = (uid: string, change: Partial<PhotoFlags>) =>
    onFlagsChange(new Map(flags).set(uid, { ...flagsOf(uid), ...change }));

  return (
    <ImageUpload
      label="Photos"
      value={photos}
      onChange={onPhotosChange}
      folder="plans"
      maxCount={MAX_PLAN_PHOTOS}
      multiple
      watermark
      renderActions={(image) => {
        const { isPrimary, isPublish } = flagsOf(image.uid);
        const name = image.name;
        return (
          <>
            <span className={styles.badges}>
              {isPrimary ? <span className={styles.coverBadge}>Cover</span> : null}
              <span className={isPublish ? styles.publishedBadge : styles.unpublishedBadge}>
                {isPublish ? 'Published' : 'Unpublished'}
              </span>
            </span>
            <AiRenderLabel photo={image.url ? generated.get(image.url) : undefined} withSource />
            <button
              type="button"
              className={classNames(buttons.secondary, buttons.small)}
              aria-pressed={isPrimary}
              aria-label={`${isPrimary ? 'Unset Cover' : 'Set as Cover'}: ${name}`}
              onClick={() =>
                onFlagsChange(
                  toggleCover(
                    flags,
                    photos.map((photo) => photo.uid),
                    image.uid,
                  ),
                )
              }
            >
              <Star aria-hidden size={14} />
              {isPrimary ? 'Unset Cover' : 'Set as Cover'}
            </button>
            <label className={styles.switch}>
              <input
                type="checkbox"
                checked={isPublish}
                onChange={(event) => setFlags(image.uid, { isPublish: event.target.checked })}
                aria-label={`Published: ${name}`}
              />
              Published
            </label>
            <button
              type="button"
              className={classNames(buttons.secondary, buttons.small)}
              aria-label={`Set as Main: ${name}`}
              onClick={() => onSetMain(image)}
            >
              <Image aria-hidden size={14} />
              Set as Main
            </button>
            {image.url ? (
              <a
                className={classNames(buttons.secondary, buttons.small)}
                href={image.url}
                target="_blank"
                rel="noreferrer"
                aria-label={`Preview ${name}`}
              >
                <Eye aria-hidden size={14} />
                Preview
              </a>
            ) : null}
            <button
              type="button"
              className={classNames(buttons.secondary, buttons.small)}
              aria-label={`Optimize ${name}`}
              onClick={() => showToast('info', 'Will be available soon')}
            >
              <Sparkles aria-hidden size={14} />
              Optimize
            </button>
          </>
        );
      }}
    />
  );
}
