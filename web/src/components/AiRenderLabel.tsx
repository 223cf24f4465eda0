import { classNames } from '../lib/classNames';
import styles from './AiRenderLabel.module.css';

/** What marks a plan photo the Creative Studio made. */
export interface GeneratedPhotoInfo {
  aiGenerated?: boolean;
  sourcePhoto?: string | null;
  aiModel?: string | null;
}

/**
 * The small 'AI render' label of a photo the Creative Studio made (nothing for any other photo),
 * with a 'Source photo' link to the photo it was made from where there is room for one. The
 * model that made it is the label's tooltip.
 */
export function AiRenderLabel({
  photo,
  withSource = false,
  className,
}: {
  photo: GeneratedPhotoInfo | undefined;
  /** Adds the 'Source photo' link (galleries and admin grids; cards have no room). */
  withSource?: boolean;
  /** Where the caller places it, e.g. over a picture's corner. */
  className?: string;
}) {
  if (!photo?.aiGenerated) return null;
  return (
    <span className={classNames(styles.label, className)}>
      <span
        className={styles.badge}
        data-testid="ai-render-badge"
        title={photo.aiModel ? `Made with ${photo.aiModel}` : undefined}
      >
        AI render
      </span>
      {withSource && photo.sourcePhoto ? (
        <a className={styles.source} href={photo.sourcePhoto} target="_blank" rel="noreferrer">
          Source photo
        </a>
      ) : null}
    </span>
  );
}
