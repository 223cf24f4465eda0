import type { UploadedImage } from '../../components/upload';

/**
 * The urls of the stored images, failed and unfinished uploads left out: each one's original, or
 * with `copy: 'compressed'` its compressed copy where it has one (a contractor's logo and photos).
 */
export function storedUrls(
  images: readonly UploadedImage[],
  copy: 'original' | 'compressed' = 'original',
): string[] {
  return images.flatMap((image) =>
    image.status === 'done' && image.url
      ? [copy === 'compressed' ? (image.compressed?.url ?? image.url) : image.url]
      : [],
  );
}
