import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Area } from 'react-easy-crop';
import { cropImage } from './cropImage';
import { fillMissingMetadata } from './imageMetadata';
import { prepareImage } from './prepareImage';
import { checkImageFile } from './sniffImage';
import { newUid, uploadedImage, type UploadedImage } from './uploadedImage';
import { ABORTED, NETWORK_ERROR, uploadImage } from './uploadImage';

/** A chosen file that was not stored, and why. */
export interface Refusal {
  uid: string;
  name: string;
  error: string;
}

/** What the uploader needs of its props to run its uploads. */
export interface ImageUploadsOptions {
  value: readonly UploadedImage[];
  onChange: (next: UploadedImage[]) => void;
  maxCount: number;
  folder: string;
  crop: boolean;
  watermark: boolean;
  onOffline?: (image: Blob, name: string) => void;
}

/**
 * The uploader's workflow: files chosen are checked, cropped when asked, shrunk and sent with
 * their progress on their card; a refused file is named with its reason instead of getting a
 * card; an image that cannot be sent offline goes to `onOffline`; leaving aborts what is still
 * going up.
 */
export function useImageUploads({
  value,
  onChange,
  maxCount,
  folder,
  crop,
  watermark,
  onOffline,
}: ImageUploadsOptions) {
  // The newest list: uploads finish after renders, and each change builds on the last one.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const uploads = useRef(new Map<string, AbortController>());
  const [cropping, setCropping] = useState<{ file: File; url: string } | undefined>();
  const [refused, setRefused] = useState<Refusal[]>([]);
  const refuse = (name: string, error: string) =>
    setRefused((list) => [...list, { uid: newUid(), name, error }]);
  // Stored and uploading images: what counts against `maxCount`.
  const kept = value.filter((image) => image.status !== 'error').length;

  const commit = (next: UploadedImage[]) => {
    latest.current = next;
    onChange(next);
  };
  const patch = (uid: string, change: Partial<UploadedImage> | UploadedImage) =>
    commit(latest.current.map((image) => (image.uid === uid ? { ...image, ...change } : image)));

  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((upload) => upload.abort());
  }, []);

  useEffect(() => {
    void fillMissingMetadata(value, (uid, found) => patch(uid, found));
    // Only images that arrive without a size or type are looked up, once each.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const start = async (file: Blob, name: string) => {
    const uid = newUid();
    commit([...latest.current, { uid, name, status: 'uploading', percent: 0 }]);
    const prepared = await prepareImage(new File([file], name, { type: file.type }));
    const drop = () => commit(latest.current.filter((image) => image.uid !== uid));
    if ('error' in prepared) {
      drop();
      refuse(name, prepared.error);
      return;
    }
    const keepForLater = () => {
      drop();
      onOffline?.(prepared.blob, name);
    };
    if (onOffline && !navigator.onLine) {
      keepForLater();
      return;
    }
    const controller = new AbortController();
    uploads.current.set(uid, controller);
    try {
      const files = await uploadImage(prepared.blob, {
        name,
        folder,
        watermark,
        signal: controller.signal,
        onProgress: (percent) => patch(uid, { percent }),
      });
      patch(uid, uploadedImage(uid, name, files));
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Upload failed';
      if (message === NETWORK_ERROR && onOffline) keepForLater();
      else if (message !== ABORTED) {
        drop();
        refuse(name, message);
      }
    } finally {
      uploads.current.delete(uid);
    }
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const stored = latest.current.filter((image) => image.status !== 'error').length;
    const room = Math.max(0, maxCount - stored);
    const files = Array.from(event.target.files ?? []).slice(0, room);
    event.target.value = '';
    // A new choice: the refusals of the last one have been read.
    setRefused([]);
    const [only] = files;
    if (crop && only && files.length === 1) {
      const checked = await checkImageFile(only);
      if ('error' in checked) {
        refuse(only.name, checked.error);
        return;
      }
      setCropping({ file: only, url: URL.createObjectURL(only) });
      return;
    }
    files.forEach((file) => void start(file, file.name));
  };

  const closeCrop = () => {
    if (cropping) URL.revokeObjectURL(cropping.url);
    setCropping(undefined);
  };

  const confirmCrop = async (area: Area) => {
    if (!cropping) return;
    const { file } = cropping;
    closeCrop();
    try {
      const cropped = await cropImage(file, area, file.type);
      void start(cropped, file.name);
    } catch (error) {
      refuse(file.name, error instanceof Error ? error.message : 'The image could not be cropped.');
    }
  };

  const remove = (uid: string) => {
    uploads.current.get(uid)?.abort();
    commit(latest.current.filter((image) => image.uid !== uid));
  };

  return {
    kept,
    refused,
    dismissRefused: () => setRefused([]),
    cropping,
    onFiles,
    closeCrop,
    confirmCrop,
    remove,
  };
}
