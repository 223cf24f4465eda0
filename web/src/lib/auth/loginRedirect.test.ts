import { describe, expect, it } from 'vitest';
import { returnPath } from './loginRedirect';

describe('returnPath', () => {
  it('rebuilds the path the guard remembered', () => {
    expect(returnPath({ from: { pathname: '/admin/users', search: '?page=2', hash: '' } })).toBe(
      '/admin/users?page=2',
    );
  });

  it('has nothing without a remembered page, or when it was /login', () => {
    expect(returnPath(null)).toBeUndefined();
    expect(returnPath({})).toBeUndefined();
    expect(returnPath({ from: { pathname: '/login' } })).toBeUndefined();
    expect(returnPath({ from: { pathname: 'https://evil.example' } })).toBeUndefined();
    expect(returnPath({ from: { pathname: '//evil.example/x' } })).toBeUndefined();
  });
});
