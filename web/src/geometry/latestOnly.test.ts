import { describe, expect, it } from 'vitest';
import { deferred } from '../test/fakeApi';
import { latestOnly, SUPERSEDED } from './latestOnly';

describe('latestOnly', () => {
  it('runs one call at a time and only the newest waiting one next', async () => {
    const started: number[] = [];
    const gates = new Map<number, ReturnType<typeof deferred<string>>>();
    const run = latestOnly((n: number) => {
      started.push(n);
      const gate = deferred<string>();
      gates.set(n, gate);
      return gate.promise;
    });

    const first = run(1);
    const second = run(2);
    const third = run(3);
    expect(started).toEqual([1]);

    gates.get(1)?.resolve('one');
    expect(await first).toBe('one');
    expect(await second).toBe(SUPERSEDED);
    expect(started).toEqual([1, 3]);

    gates.get(3)?.resolve('three');
    expect(await third).toBe('three');
  });

  it('passes a failure to its caller and keeps serving', async () => {
    const run = latestOnly(async (fail: boolean) => {
      await Promise.resolve();
      if (fail) throw new Error('boom');
      return 'ok';
    });
    await expect(run(true)).rejects.toThrow('boom');
    await expect(run(false)).resolves.toBe('ok');
  });
});
