import { describe, expect, it } from 'vitest';
import { configuratorLink } from './configuratorLink';
import { morePlansCount } from './planPageTexts';

describe('morePlansCount', () => {
  it('is the catalogue total when there is one', () => {
    expect(morePlansCount(37)).toBe(37);
  });

  it('falls back to 512 when no total is available', () => {
    expect(morePlansCount(undefined)).toBe(512);
    expect(morePlansCount(null)).toBe(512);
    expect(morePlansCount(0)).toBe(512);
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
