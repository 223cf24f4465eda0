import { describe, expect, it } from 'vitest';
import { checkImageFile, NOT_AN_IMAGE, sniffImageType, TOO_LARGE } from './sniffImage';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'string' ? Array.from(v, (_, i) => v.charCodeAt(i)) : [v])),
  );

describe('sniffImageType', () => {
  it('knows the four image types by their signatures', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytes('GIF89a'))).toBe('image/gif');
  });

  it('does not believe a name: text and SVG are not images here', () => {
    expect(sniffImageType(bytes('Dear neighbour'))).toBeUndefined();
    expect(sniffImageType(bytes('<svg xmlns='))).toBeUndefined();
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeUndefined();
  });
});

describe('checkImageFile', () => {
  it('refuses a renamed text file and a file over 20 MB', async () => {
    const text = new File(['not a photo'], 'photo.jpg', { type: 'image/jpeg' });
    expect(await checkImageFile(text)).toEqual({ error: NOT_AN_IMAGE });
    const huge = new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'huge.jpg');
    expect(await checkImageFile(huge)).toEqual({ error: TOO_LARGE });
  });

  it('accepts a JPEG by its bytes', async () => {
    const jpeg = new File([bytes(0xff, 0xd8, 0xff, 0xdb, 0, 0)], 'IMG.JPG');
    expect(await checkImageFile(jpeg)).toEqual({ type: 'image/jpeg' });
  });
});
