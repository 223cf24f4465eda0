import { useState } from 'react';
import { storedImage, type UploadedImage } from '../../../../components/upload';
import type { AdminPlan } from '../api/plansApi';
import type { PhotoFlags } from './planFormRules';

/**
 * The plan form's uploads: its main image, its gallery and each gallery photo's switches
 * (published, cover), as a stored plan fills them or empty for a new one.
 */
export function usePlanPhotos(plan: AdminPlan | undefined) {
  const [mainImage, setMainImage] = useState<UploadedImage[]>(
    plan?.image ? [storedImage({ url: plan.image })] : [],
  );
  const [photos, setPhotos] = useState<UploadedImage[]>(() =>
    (plan?.photos ?? []).map((photo) =>
      storedImage({
        url: photo.original,
        name: photo.name,
        size: photo.size || undefined,
        type: photo.type || undefined,
        compressed: photo.compressed ?? undefined,
      }),
    ),
  );
  const [flags, setFlags] = useState<Map<string, PhotoFlags>>(
    () =>
      new Map(
        (plan?.photos ?? []).map((photo) => [
          photo.original,
          { isPublish: photo.isPublish, isPrimary: photo.isPrimary },
        ]),
      ),
  );

  return {
    mainImage,
    setMainImage,
    photos,
    setPhotos,
    addPhotos: (added: UploadedImage[]) => setPhotos((current) => [...current, ...added]),
    flags,
    setFlags,
    /** An upload still running holds the form back. */
    uploading: [...mainImage, ...photos].some((image) => image.status === 'uploading'),
    /** The photos an exterior generation can start from: the gallery's stored ones. */
    storedPhotos: photos.flatMap((photo) =>
      photo.status === 'done' && photo.url
        ? [{ url: photo.url, thumb: photo.compressed?.url || photo.url }]
        : [],
    ),
    /** The gallery's photos the Creative Studio made, labelled 'AI render' (by url). */
    generated: new Map(
      (plan?.photos ?? []).flatMap((photo) =>
        photo.aiGenerated ? [[photo.original, photo] as const] : [],
      ),
    ),
  };
}

export type PlanPhotos = ReturnType<typeof usePlanPhotos>;
