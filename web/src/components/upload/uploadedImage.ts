import type { UploadedFiles } from './uploadImage';

/** One image of the widget (SPEC §3 "Uploaded image file"). */
export interface UploadedImage {
  uid: string;
  /** What the card calls it: the file's own name, else the last part of its url. */
  name: string;
  /**
   * The name of the file the person chose, when known (an upload of this page, or a stored image
   * saved with its name), to be saved with it; never a name made up from the url.
   */
  fileName?: string;
  status: 'uploading' | 'done' | 'error';
  /** The original's url, once stored. */
  url?: string;
  size?: number;
  type?: string;
  /** 0-100 while uploading. */
  percent?: number;
  /** What went wrong, when `status` is 'error'. */
  error?: string;
  compressed?: { url: string; size: number; type: string; watermarked?: boolean };
  thumbnailUrl?: string;
  /** The upload's answer (SPEC: the response with its original). */
  response?: UploadedFiles;
}

let next = 0;

/** A fresh id for an image of the widget. */
export function newUid(): string {
  next += 1;
  return `upload-${Date.now().toString(36)}-${next}`;
}

/**
 * A stored image (e.g. a contractor's logo url) as a done item of the widget, called by the name
 * of its file when that was kept (`name`), else by the last part of its url.
 */
export function storedImage({
  name,
  ...stored
}: {
  url: string;
  name?: string | null;
  size?: number;
  type?: string;
  compressed?: UploadedImage['compressed'];
}): UploadedImage {
  const fileName = name?.trim() || undefined;
  const shown = fileName ?? decodeURIComponent(stored.url.split('/').pop() ?? 'image');
  return { uid: stored.url, name: shown, fileName, status: 'done', ...stored };
}

/** The done item of a finished upload. */
export function uploadedImage(uid: string, name: string, files: UploadedFiles): UploadedImage {
  return {
    uid,
    name,
    fileName: name,
    status: 'done',
    url: files.original.url,
    size: files.original.size,
    type: files.original.type,
    compressed: files.compressed,
    thumbnailUrl: files.thumbnail?.url,
    response: files,
  };
}

/** The picture a card shows: the compressed rendition when there is one (the thumbnail is made
 * moments after the upload, so it may not exist yet), else the original. */
export function previewUrl(image: UploadedImage): string | undefined {
  return image.compressed?.url ?? image.url;
}
