import { describe, expect, it } from 'vitest';
import { hasRole } from './roles';

const admin = { role: 'ADMIN' };
const user = { role: 'USER' };

describe('hasRole', () => {
  it('lets everyone through an empty list, even anonymous visitors', () => {
    expect(hasRole(null, [])).toBe(true);
    expect(hasRole(user, [])).toBe(true);
  });

  it('admits only the listed roles', () => {
    expect(hasRole(admin, ['ADMIN'])).toBe(true);
    expect(hasRole(user, ['ADMIN'])).toBe(false);
    expect(hasRole(user, ['USER', 'ADMIN'])).toBe(true);
  });

  it('refuses anonymous visitors when roles are required', () => {
    expect(hasRole(null, ['USER'])).toBe(false);
    expect(hasRole(undefined, ['ADMIN'])).toBe(false);
  });
});
