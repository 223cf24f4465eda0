import { describe, expect, it } from 'vitest';
import { formatFeet, readFeet } from './units';

describe('feet', () => {
  it('are written with one decimal at most', () => {
    expect(formatFeet(12)).toBe('12');
    expect(formatFeet(3.46)).toBe('3.5');
  });

  it('are read as typed, 0 included', () => {
    expect(readFeet('10')).toEqual({ feet: 10 });
    expect(readFeet(' 2.5 ')).toEqual({ feet: 2.5 });
    expect(readFeet('0')).toEqual({ feet: 0 });
  });

  it('are nothing yet while empty or half typed', () => {
    expect(readFeet('')).toEqual({ empty: true });
    expect(readFeet('-')).toEqual({ empty: true });
  });

  it('are refused, with the reason, when negative', () => {
    expect(readFeet('-5')).toEqual({ error: 'Enter 0 ft or more: a distance cannot be negative.' });
  });
});
