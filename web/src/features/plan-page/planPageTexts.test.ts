import { describe, expect, it } from 'vitest';
import { configuratorLink } from '../../lib/configuratorLink';
import { morePlansCount } from './planPageTexts';

describe('morePlansCount', () => {
  it('counts the other plans: the total less the one on the page', () => {
    expect(morePlansCount(41, true)).toBe(40);
    expect(morePlansCount(1, true)).toBe(0);
  });

  it('does not take off a hidden plan, which the total does not count', () => {
    expect(morePlansCount(41, false)).toBe(41);
  });

  it('falls back to 512 when no total is available', () => {
    expect(morePlansCount(undefined, true)).toBe(512);
    expect(morePlansCount(null, true)).toBe(512);
    expect(morePlansCount(0, true)).toBe(512);
  });
});

describe('configuratorLink', () => {
  it("joins the app's url and the plan's configurator id", () => {
    expect(configuratorLink('https://3d.example/app', 'P 9')).toBe('https://3d.example/app/P%209');
    expect(configuratorLink('https://3d.example/app/', 'P9')).toBe('https://3d.example/app/P9');
    expect(configuratorLink('https://3d.example/?plan=', 'P9')).toBe('https://3d.example/?plan=P9');
  });

  it('is absent without an app url or a configurator id', () => {
    expect(configuratorLink(null, 'P9')).toBeUndefined();
    expect(configuratorLink('https://3d.example/app', ' ')).toBeUndefined();
  });
});
