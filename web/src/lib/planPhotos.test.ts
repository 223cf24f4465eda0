import { describe, expect, it } from 'vitest';
import {
  coverImage,
  coverPicture,
  generatedPhotoAt,
  imagePicture,
  photoSrc,
  publishedPhotos,
} from './planPhotos';

const photo = (name: string, extra: Partial<Parameters<typeof photoSrc>[0]> = {}) => ({
  original: `/media/${name}.jpg`,
  isPublish: true,
  isPrimary: false,
  compressed: null,
  ...extra,
});

describe('photoSrc', () => {
  it('uses the original url first, then the compressed one', () => {
    expect(photoSrc(photo('a', { compressed: { url: '/media/a-small.jpg' } }))).toBe(
      '/media/a.jpg',
    );
    expect(photoSrc(photo('a', { original: '', compressed: { url: '/media/a-small.jpg' } }))).toBe(
      '/media/a-small.jpg',
    );
  });
});

describe('publishedPhotos', () => {
  it('keeps published photos only, the primary one first', () => {
    const photos = [
      photo('front'),
      photo('draft', { isPublish: false }),
      photo('dusk', { isPrimary: true }),
      photo('living'),
    ];
    expect(publishedPhotos(photos).map((p) => p.original)).toEqual([
      '/media/dusk.jpg',
      '/media/front.jpg',
      '/media/living.jpg',
    ]);
  });
});

describe('coverImage', () => {
  it('lets a published primary photo override the main image', () => {
    const plan = {
      image: '/media/main.jpg',
      photos: [photo('front'), photo('dusk', { isPrimary: true })],
    };
    expect(coverImage(plan)).toBe('/media/dusk.jpg');
  });

  it('keeps the main image without a primary photo, or when it is unpublished', () => {
    expect(coverImage({ image: '/media/main.jpg', photos: [photo('front')] })).toBe(
      '/media/main.jpg',
    );
    expect(
      coverImage({
        image: '/media/main.jpg',
        photos: [photo('dusk', { isPrimary: true, isPublish: false })],
      }),
    ).toBe('/media/main.jpg');
  });
});

describe('generatedPhotoAt', () => {
  const photos = [
    photo('front'),
    { ...photo('front-2x'), aiGenerated: true, compressed: { url: '/media/front-2x-small.jpg' } },
  ];

  it('finds the generated photo a picture shows, by its original or its compressed url', () => {
    expect(generatedPhotoAt('/media/front-2x.jpg', photos)?.original).toBe('/media/front-2x.jpg');
    expect(generatedPhotoAt('/media/front-2x-small.jpg', photos)?.original).toBe(
      '/media/front-2x.jpg',
    );
  });

  it('finds nothing for a photo that was not generated, another picture, or none', () => {
    expect(generatedPhotoAt('/media/front.jpg', photos)).toBeUndefined();
    expect(generatedPhotoAt('/media/main.jpg', photos)).toBeUndefined();
    expect(generatedPhotoAt('', photos)).toBeUndefined();
  });
});

describe('imagePicture', () => {
  it("gives a main image that is an uploaded photo's variant the photo's renditions", () => {
    const photos = [
      { compressed: { url: '/media/plans/a/watermarked.webp', srcset: '/a-480w.webp 480w' } },
      { compressed: null },
    ];
    expect(imagePicture('/media/plans/a/watermarked.webp', photos)).toEqual({
      src: '/media/plans/a/watermarked.webp',
      srcSet: '/a-480w.webp 480w',
    });
    // A seeded drawing, or a photo's original, has none.
    expect(imagePicture('/media/seed/plans/wren/front.svg', photos)).toEqual({
      src: '/media/seed/plans/wren/front.svg',
      srcSet: undefined,
    });
  });
});

describe('coverPicture', () => {
  it('falls back on the main image with the renditions of the photo it is, when there is no published primary photo', () => {
    const cover = coverPicture({
      image: '/media/plans/a/watermarked.webp',
      photos: [
        photo('a', {
          isPrimary: false,
          compressed: { url: '/media/plans/a/watermarked.webp', srcset: '/a-480w.webp 480w' },
        }),
      ],
    });
    expect(cover).toEqual({ src: '/media/plans/a/watermarked.webp', srcSet: '/a-480w.webp 480w' });
  });
});
