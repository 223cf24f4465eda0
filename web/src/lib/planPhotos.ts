/** The parts of a plan photo the gallery and the cards use. */
export interface PhotoLike {
  original: string;
  isPublish: boolean;
  isPrimary: boolean;
  compressed?: { url: string } | null;
}

/** A photo's url: the original upload first, then its compressed rendition (SPEC §2.2). */
export function photoSrc(photo: PhotoLike): string | undefined {
  return photo.original || photo.compressed?.url || undefined;
}

/** A photo's smaller rendition when there is one: thumbnails need no full-size original. */
export function thumbnailSrc(photo: PhotoLike): string | undefined {
  return photo.compressed?.url || photo.original || undefined;
}

/**
 * The photos homeowners may see: published ones only, the primary (cover) photo first and the
 * rest in their stored order.
 */
export function publishedPhotos<P extends PhotoLike>(photos: readonly P[]): P[] {
  const published = photos.filter((photo) => photo.isPublish && photoSrc(photo));
  const primary = published.filter((photo) => photo.isPrimary);
  return [...primary, ...published.filter((photo) => !photo.isPrimary)];
}

/** SPEC §2.2: a published primary photo overrides the plan's main image. */
export function coverImage(plan: { image: string; photos: readonly PhotoLike[] }): string {
  const primary = plan.photos.find((photo) => photo.isPrimary && photo.isPublish);
  return (primary && photoSrc(primary)) || plan.image;
}
