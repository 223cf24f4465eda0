import { describe, expect, it } from 'vitest';
import { storedImage, uploadedImage } from './uploadedImage';

const files = {
  original: { url: '/media/plans/a1/original.jpg', size: 2048, type: 'image/jpeg' },
  compressed: {
    url: '/media/plans/a1/compressed.webp',
    size: 512,
    type: 'image/webp',
    watermarked: false,
  },
};

describe('the names of images', () => {
  it('keeps the name of the file an upload came from, to be saved with it', () => {
    const image = uploadedImage('u1', 'Back porch.jpg', files);
    expect([image.name, image.fileName]).toEqual(['Back porch.jpg', 'Back porch.jpg']);
  });

  it('shows a stored image by the name it was saved with', () => {
    const image = storedImage({ url: files.original.url, name: 'Back porch.jpg' });
    expect([image.name, image.fileName]).toEqual(['Back porch.jpg', 'Back porch.jpg']);
  });

  it("falls back to its url's last part for one saved without a name, and saves none", () => {
    const image = storedImage({ url: files.original.url, name: '' });
    expect([image.name, image.fileName]).toEqual(['original.jpg', undefined]);
  });
});
