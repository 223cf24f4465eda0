import { describe, expect, it } from 'vitest';
import { forgetUpload, keepUpload, waitingUploads } from './uploadQueue';

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

  it('forgets one once it is sent', async () => {
    const first = await keepUpload(photo('first.jpg', 'forget'));
    await keepUpload(photo('second.jpg', 'forget'));
    await forgetUpload(first.id);
    expect((await waitingUploads('forget')).map((u) => u.name)).toEqual(['second.jpg']);
  });
});
