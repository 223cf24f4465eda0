import { describe, expect, it } from 'vitest';
import { countOf, plural } from './plural';

describe('plural', () => {
  it("turns a trailing 'y' into 'ies'", () => {
    expect(plural('directory')).toBe('directories');
    expect(plural('city')).toBe('cities');
  });

  it("appends 's' otherwise", () => {
    expect(plural('plan')).toBe('plans');
    expect(plural('county')).toBe('counties');
    expect(plural('photo')).toBe('photos');
  });
});

describe('countOf', () => {
  it('keeps the singular for exactly one', () => {
    expect(countOf(1, 'plan')).toBe('1 plan');
    expect(countOf(0, 'plan')).toBe('0 plans');
    expect(countOf(42, 'directory')).toBe('42 directories');
  });
});
