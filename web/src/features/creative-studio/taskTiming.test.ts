import { describe, expect, it } from 'vitest';
import { executionTimeText, remainingMinutes, remainingTimeText } from './taskTiming';

describe('executionTimeText', () => {
  it('gives the time between start and finish in hours, two decimals', () => {
    const start = Date.UTC(2026, 10, 24, 12);
    expect(executionTimeText({ startedAt: start, finishedAt: start + 36_000 })).toBe('0.01 h');
    expect(executionTimeText({ startedAt: start, finishedAt: start + 5_400_000 })).toBe('1.50 h');
  });

  it('says a run shorter than 0.01 h in seconds rather than as 0.00 h', () => {
    const start = Date.UTC(2026, 10, 24, 12);
    expect(executionTimeText({ startedAt: start, finishedAt: start + 2_200 })).toBe(
      '< 0.01 h (2 s)',
    );
    expect(executionTimeText({ startedAt: start, finishedAt: start + 35_400 })).toBe(
      '< 0.01 h (35 s)',
    );
    expect(executionTimeText({ startedAt: start, finishedAt: start + 120 })).toBe('< 0.01 h (1 s)');
  });

  it('has nothing to say until the task has started and finished', () => {
    expect(executionTimeText({ startedAt: null, finishedAt: null })).toBeUndefined();
    expect(executionTimeText({ startedAt: Date.now(), finishedAt: null })).toBeUndefined();
  });
});

describe('remainingMinutes', () => {
  it('is steps times the result count over 60, rounded up', () => {
    expect(remainingMinutes({ input: { steps: 28 }, images: ['/a.jpg'] })).toBe(1);
    expect(remainingMinutes({ input: { steps: 50 }, images: ['/a.jpg', '/b.jpg', '/c.jpg'] })).toBe(
      3,
    );
    expect(remainingMinutes({ input: { steps: 30 }, images: ['/a.jpg', '/b.jpg'] })).toBe(1);
  });

  it('counts 28 steps when the settings name none, and at least one result', () => {
    expect(remainingMinutes({ input: { scale: 2 }, images: [] })).toBe(1);
    expect(remainingMinutes({ input: null, images: Array.from({ length: 5 }, String) })).toBe(3);
    expect(
      remainingTimeText({ input: { steps: 28 }, images: ['/a.jpg', '/b.jpg', '/c.jpg'] }),
    ).toBe('2 min');
  });
});
