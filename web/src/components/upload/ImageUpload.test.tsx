import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageUpload } from './ImageUpload';
import { storedImage, type UploadedImage } from './uploadedImage';

const upload = vi.hoisted(() => vi.fn());
const crop = vi.hoisted(() => vi.fn());

vi.mock('./uploadImage', async (original) => ({
  ...(await original<typeof import('./uploadImage')>()),
  uploadImage: upload,
}));
vi.mock('./cropImage', () => ({ cropImage: crop }));
// The cropper measures a loaded image, which jsdom has not: it reports a fixed area at once.
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper({
    onCropComplete,
  }: {
    onCropComplete: (a: unknown, b: unknown) => void;
  }) {
    useEffect(() => onCropComplete({}, { x: 0, y: 0, width: 10, height: 10 }), [onCropComplete]);
    return <div data-testid="cropper" />;
  },
}));

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0])], 'deck.jpg', {
    type: 'image/jpeg',
  });

function Harness({
  initial = [],
  ...props
}: {
  initial?: UploadedImage[];
  maxCount?: number;
  crop?: boolean;
}) {
  const [value, setValue] = useState<UploadedImage[]>(initial);
  return <ImageUpload label="Photos" value={value} onChange={setValue} {...props} />;
}

const choose = (file: File) =>
  act(async () => {
    fireEvent.change(screen.getByTestId('Photos file input'), { target: { files: [file] } });
    await Promise.resolve();
  });

beforeEach(() => {
  upload.mockReset();
  crop.mockReset();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:deck', revokeObjectURL: () => {} }),
  );
});

describe('ImageUpload', () => {
  it('hides the Upload button once the most images are there', () => {
    const one = storedImage({ url: '/media/a/original.jpg', size: 2048, type: 'image/jpeg' });
    const { unmount } = render(<Harness initial={[one]} maxCount={1} />);
    expect(screen.queryByRole('button', { name: 'Upload photos' })).toBeNull();
    expect(screen.getByText('2.00 KB')).toBeInTheDocument();
    unmount();
    render(<Harness initial={[one]} maxCount={2} />);
    expect(screen.getByRole('button', { name: 'Upload photos' })).toBeInTheDocument();
  });

  it("crops in 'Edit Image' before uploading, and Cancel sends nothing", async () => {
    const files = {
      original: { url: '/media/x/original.jpg', size: 500_000, type: 'image/jpeg' },
      compressed: {
        url: '/media/x/compressed.webp',
        size: 90_000,
        type: 'image/webp',
        watermarked: false,
      },
    };
    upload.mockResolvedValue(files);
    crop.mockResolvedValue(
      new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }),
    );
    render(<Harness crop maxCount={3} />);

    await choose(jpeg());
    expect(await screen.findByRole('dialog', { name: 'Edit Image' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(upload).not.toHaveBeenCalled();

    await choose(jpeg());
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(crop).toHaveBeenCalledWith(
      expect.any(File),
      { x: 0, y: 0, width: 10, height: 10 },
      'image/jpeg',
    );
    expect(await screen.findByText('488.28 KB')).toHaveClass(/sizeLarge/);
    expect(screen.getByRole('img', { name: 'deck.jpg' })).toHaveAttribute(
      'src',
      '/media/x/compressed.webp',
    );
  });

  it('names a file the server refused with its reason, as no card that counts, until dismissed', async () => {
    upload.mockRejectedValue(
      new Error('This image is larger than 20 MB. Please choose a smaller one.'),
    );
    render(<Harness maxCount={1} />);
    await choose(jpeg());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'deck.jpg was not uploaded: This image is larger than 20 MB.',
    );
    expect(screen.queryByRole('button', { name: 'Delete deck.jpg' })).toBeNull();
    // The one place is still free.
    expect(screen.getByRole('button', { name: 'Upload photos' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the files not uploaded' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a file that is not an image without sending it', async () => {
    render(<Harness crop />);
    await choose(new File(['Dear neighbour'], 'letter.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'letter.jpg was not uploaded: Only JPEG, PNG, WebP or GIF images can be uploaded.',
    );
    expect(upload).not.toHaveBeenCalled();
  });
});
