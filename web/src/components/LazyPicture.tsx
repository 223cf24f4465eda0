import type { Picture } from '../lib/planPhotos';

/** A card's picture, fetched when near and at the rendition `sizes` asks for; nothing without one. */
export function LazyPicture({ picture, sizes }: { picture: Picture; sizes: string }) {
  if (!picture.src) return null;
  return (
    <img
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={sizes}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
