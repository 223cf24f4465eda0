import { Images, Wand2 } from 'lucide-react';
import buttons from '../../../../components/buttons.module.css';
import { FieldError } from '../../../../components/form/FieldError';
import { ImageUpload } from '../../../../components/upload';
import { asMainImage, MAX_PLAN_PHOTOS } from './planFormRules';
import { FormCard } from './FormCard';
import { PlanPhotosField } from './PlanPhotosField';
import { MAIN_IMAGE_FIELD_ID } from './usePlanSubmit';
import type { PlanPhotos } from './usePlanPhotos';

/** The main image: one watermarked upload, required ('Please upload main image'). */
export function PlanMainImageSection({
  photos,
  error,
}: {
  photos: PlanPhotos;
  error: string | undefined;
}) {
  const errorId = `${MAIN_IMAGE_FIELD_ID}-error`;
  return (
    <FormCard id={MAIN_IMAGE_FIELD_ID} title="Main image">
      <div id={MAIN_IMAGE_FIELD_ID} tabIndex={-1} aria-describedby={errorId}>
        <ImageUpload
          label="Main image"
          value={photos.mainImage}
          onChange={photos.setMainImage}
          folder="plans"
          watermark
        />
      </div>
      <FieldError id={errorId} message={error} />
    </FormCard>
  );
}

/**
 * The gallery (up to 100 photos) with Find photos (the configurator's renders) and, for a stored
 * plan, the Creative Studio.
 */
export function PlanPhotosSection({
  photos,
  onFindPhotos,
  onOpenStudio,
}: {
  photos: PlanPhotos;
  onFindPhotos: () => void;
  /** Absent for a plan not saved yet. */
  onOpenStudio: (() => void) | undefined;
}) {
  return (
    <FormCard
      id="plan-photos"
      title={`Photos (${photos.photos.length} of ${MAX_PLAN_PHOTOS})`}
      actions={
        <>
          <button type="button" className={buttons.secondary} onClick={onFindPhotos}>
            <Images aria-hidden size={16} />
            Find photos
          </button>
          {onOpenStudio ? (
            <button type="button" className={buttons.secondary} onClick={onOpenStudio}>
              <Wand2 aria-hidden size={16} />
              Creative Studio
            </button>
          ) : null}
        </>
      }
    >
      <PlanPhotosField
        photos={photos.photos}
        onPhotosChange={photos.setPhotos}
        flags={photos.flags}
        onFlagsChange={photos.setFlags}
        onSetMain={(photo) => photos.setMainImage([asMainImage(photo)])}
        generated={photos.generated}
      />
    </FormCard>
  );
}
