/** The parts of a plan photo the gallery and the cards use. */
export interface PhotoLike {
  original: string;
  isPublish: boolean;
  isPrimary: boolean;
  compressed?: { url: string; srcset?: string } | null;
  /** Made by the Creative Studio (labelled 'AI render'). */
  aiGenerated?: boolean;
  /** The photo a generated one was made from. */
  sourcePhoto?: string | null;
  /** The studio model that made it, e.g. 'Upscale image'. */
  aiModel?: string | null;
}

/** What tells whether a picture is one of the plan's generated photos. */
export interface GeneratedMark {
  original: string;
  compressed?: { url: string } | null;
  aiGenerated?: boolean;
}

/** A photo's url: the original upload first, then its compressed rendition (SPEC §2.2). */
export function photoSrc(photo: PhotoLike): string | undefined {
  return photo.original || photo.compressed?.url || undefined;
}

/**
 * The variant a homeowner's gallery shows: the compressed one (watermarked when the photo was
 * marked, and with narrower renditions in its `srcset`), else the original upload. Thumbnails
 * too need no full-size original.
 */
export function shownSrc(photo: PhotoLike): string | undefined {
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

/** A picture to show: its url, and its narrower renditions when it has them. */
export interface Picture {
  src: string;
  srcSet?: string;
}

/**
 * The plan's cover as a picture to show (a card, a dialog): the published primary photo by the
 * variant galleries show, with its renditions, else the plan's main image. `coverImage` is the
 * cover's url of record (the original first, SPEC §2.2), for what is sent on — an order, say.
 */
export function coverPicture(plan: { image: string; photos: readonly PhotoLike[] }): Picture {
  const primary = plan.photos.find((photo) => photo.isPrimary && photo.isPublish);
  const src = primary && shownSrc(primary);
  if (primary && src) return { src, srcSet: primary.compressed?.srcset || undefined };
  return imagePicture(plan.image, plan.photos);
}

/**
 * A plan's main image as a picture to show: with the narrower renditions of the uploaded photo
 * it is (its main image is a photo's compressed variant when an admin set one as main), so a
 * small card is not sent the 2048-pixel file (half a megabyte for a phone photo).
 */
export function imagePicture(
  src: string,
  photos: readonly { compressed?: { url: string; srcset?: string } | null }[],
): Picture {
  const photo = photos.find((candidate) => candidate.compressed?.url === src);
  return { src, srcSet: photo?.compressed?.srcset || undefined };
}

/**
 * The generated photo that `src` (a card's cover or a plan's main image, which 'Set as Main' may
 * have copied from a photo) shows, if it shows one: its 'AI render' label follows it there.
 */
export function generatedPhotoAt<P extends GeneratedMark>(
  src: string,
  photos: readonly P[],
): P | undefined {
  if (!src) return undefined;
  return photos.find(
    (photo) => photo.aiGenerated && (photo.original === src || photo.compressed?.url === src),
  );
}
