import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR, uploadImage } from './uploadImage';

/** A stand-in XMLHttpRequest the test answers by hand. */
class FakeXhr {
  static last: FakeXhr;
  status = 0;
  responseText = '';
  responseType = '';
  withCredentials = false;
  method = '';
  url = '';
  body: FormData | undefined;
  upload: {
    onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void;
  } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const options = { name: 'deck.jpg', folder: 'contractors', watermark: true };

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

describe('uploadImage', () => {
  it("sends SPEC's form with credentials and reports progress", async () => {
    const progress: number[] = [];
    const done = uploadImage(new Blob(['x']), { ...options, onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/upload/image', true]);
    expect(xhr.body?.get('folder')).toBe('contractors');
    expect(xhr.body?.get('addWatermark')).toBe('true');
    expect(xhr.body?.get('name')).toBe('deck.jpg');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    const data = { original: { url: '/media/a', size: 3, type: 'image/jpeg' } };
    xhr.answer(200, { status: 'success', data });
    await expect(done).resolves.toEqual(data);
    expect(progress).toEqual([25]);
  });

  it("fails with the server's message, or the status when there is none", async () => {
    const refused = uploadImage(new Blob(['x']), options);
    FakeXhr.last.answer(415, { status: 'error', message: 'This file is not an image we can use.' });
    await expect(refused).rejects.toThrow('This file is not an image we can use.');

    const broken = uploadImage(new Blob(['x']), options);
    FakeXhr.last.answer(502, '<html>Bad gateway</html>');
    await expect(broken).rejects.toThrow('Upload failed (status 502)');

    const odd = uploadImage(new Blob(['x']), options);
    FakeXhr.last.answer(200, { status: 'error', message: 'Storage is full.' });
    await expect(odd).rejects.toThrow('Storage is full.');
  });

  it('says so when the connection fails', async () => {
    const lost = uploadImage(new Blob(['x']), options);
    FakeXhr.last.onerror?.();
    await expect(lost).rejects.toThrow(NETWORK_ERROR);
  });
});
