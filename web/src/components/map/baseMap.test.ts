import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHARPEN_AFTER_MS, sharpenOnceSettled } from './baseMap';

/** A stand-in map: records the pixel ratios asked for and fires its events on demand. */
function fakeMap() {
  const handlers = new Map<string, () => void>();
  const ratios: number[] = [];
  const map = {
    once: (type: string, handler: () => void) => {
      handlers.set(type, handler);
      return map;
    },
    setPixelRatio: (ratio: number) => {
      ratios.push(ratio);
    },
  };
  return { map, ratios, fire: (type: string) => handlers.get(type)?.() };
}

describe('a map opened at 1×', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is sharpened once, at the first touch', () => {
    const { map, ratios, fire } = fakeMap();
    sharpenOnceSettled(map as never, 2);
    fire('idle');
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(SHARPEN_AFTER_MS * 2);
    expect(ratios).toEqual([2]);
  });

  it('is sharpened once when the first touch comes before it settled', () => {
    const { map, ratios, fire } = fakeMap();
    sharpenOnceSettled(map as never, 2);
    window.dispatchEvent(new Event('pointerdown'));
    expect(ratios).toEqual([2]);
    // Settling afterwards must not resize it again a while later (in the middle of a drag).
    fire('idle');
    vi.advanceTimersByTime(SHARPEN_AFTER_MS * 2);
    expect(ratios).toEqual([2]);
  });

  it('is sharpened a while after it settled when nobody acts', () => {
    const { map, ratios, fire } = fakeMap();
    sharpenOnceSettled(map as never, 1.75);
    vi.advanceTimersByTime(SHARPEN_AFTER_MS * 2);
    expect(ratios, 'not before it settled').toEqual([]);
    fire('idle');
    vi.advanceTimersByTime(SHARPEN_AFTER_MS - 1);
    expect(ratios).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ratios).toEqual([1.75]);
  });

  it('is left alone once removed, and on a 1× screen', () => {
    const removed = fakeMap();
    sharpenOnceSettled(removed.map as never, 2);
    removed.fire('idle');
    removed.fire('remove');
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(SHARPEN_AFTER_MS);
    expect(removed.ratios).toEqual([]);

    const plain = fakeMap();
    sharpenOnceSettled(plain.map as never, 1);
    plain.fire('idle');
    window.dispatchEvent(new Event('pointerdown'));
    expect(plain.ratios).toEqual([]);
  });
});
