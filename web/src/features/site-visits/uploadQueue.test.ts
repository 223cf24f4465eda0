import { describe, expect, it, vi } from 'vitest';
import { flushUploads, keepUpload, waitingUploads, type WaitingUpload } from './uploadQueue';

const photo = (name: string, visitId = 'v1') => ({
  visitId,
  questionId: 'house.backyard_photo',
  kind: 'photo' as const,
  name,
  file: new Blob(['jpeg bytes'], { type: 'image/jpeg' }),
});

describe('photos waiting on the device', () => {
  it('keeps them per visit, in the order they were taken', async () => {
    await keepUpload(photo('first.jpg', 'keep'));
    await keepUpload(photo('second.jpg', 'keep'));
    await keepUpload(photo('elsewhere.jpg', 'other'));
    const kept = await waitingUploads('keep');
    expect(kept.map((u) => u.name)).toEqual(['first.jpg', 'second.jpg']);
    expect(kept[0]).toMatchObject({ kind: 'photo', questionId: 'house.backyard_photo' });
  });

  it('sends them in order, stops at a lost connection and keeps the rest', async () => {
    await keepUpload(photo('a.jpg', 'flush'));
    await keepUpload(photo('b.jpg', 'flush'));
    const added: string[] = [];
    const lost = new Error('offline');
    const send = vi
      .fn<(upload: WaitingUpload) => Promise<string>>()
      .mockResolvedValueOnce('/media/a.jpg')
      .mockRejectedValueOnce(lost);
    const first = await flushUploads(
      'flush',
      send,
      (_, stored) => added.push(stored),
      (e) => e === lost,
    );
    expect(first).toEqual({ refused: [], offline: true });
    expect(added).toEqual(['/media/a.jpg']);
    expect((await waitingUploads('flush')).map((u) => u.name)).toEqual(['b.jpg']);

    send.mockResolvedValueOnce('/media/b.jpg');
    const second = await flushUploads(
      'flush',
      send,
      (_, stored) => added.push(stored),
      () => false,
    );
    expect(second.offline).toBe(false);
    expect(added).toEqual(['/media/a.jpg', '/media/b.jpg']);
    expect(await waitingUploads('flush')).toEqual([]);
  });

  it('drops one the server refuses, so it never blocks the others', async () => {
    await keepUpload(photo('bad.jpg', 'refuse'));
    await keepUpload(photo('good.jpg', 'refuse'));
    const refusal = new Error('Only JPEG, PNG, WebP or GIF images can be uploaded.');
    const send = vi
      .fn<(upload: WaitingUpload) => Promise<string>>()
      .mockRejectedValueOnce(refusal)
      .mockResolvedValueOnce('/media/good.jpg');
    const added: string[] = [];
    const result = await flushUploads(
      'refuse',
      send,
      (_, s) => added.push(s),
      () => false,
    );
    expect(result.refused.map((r) => r.upload.name)).toEqual(['bad.jpg']);
    expect(added).toEqual(['/media/good.jpg']);
    expect(await waitingUploads('refuse')).toEqual([]);
  });
});
