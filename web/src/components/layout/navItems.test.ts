import { describe, expect, it } from 'vitest';
import { isNavItemActive, navItemsFor } from './navItems';

const labels = (user: { role: string } | null) => navItemsFor(user).map((item) => item.label);

describe('navItemsFor', () => {
  it('offers Plans and Login to signed-out visitors', () => {
    expect(labels(null)).toEqual(['Plans', 'Login']);
  });

  it('shows Admin to admins only', () => {
    expect(labels({ role: 'USER' })).toEqual([
      'Map',
      'My Plans',
      'Site Plans',
      'Profile',
      'Logout',
    ]);
    expect(labels({ role: 'ADMIN' })).toEqual([
      'Map',
      'My Plans',
      'Site Plans',
      'Admin',
      'Profile',
      'Logout',
    ]);
  });
});

describe('isNavItemActive', () => {
  const [map, , sitePlans] = navItemsFor({ role: 'USER' });

  it('matches the map only on /', () => {
    expect(map && isNavItemActive(map, '/')).toBe(true);
    expect(map && isNavItemActive(map, '/my-plans')).toBe(false);
  });

  it('keeps Site Plans active anywhere in the site-visit tool', () => {
    expect(sitePlans && isNavItemActive(sitePlans, '/site-visit/edit/7')).toBe(true);
    expect(sitePlans && isNavItemActive(sitePlans, '/site-visits')).toBe(false);
  });
});
