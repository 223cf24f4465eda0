import { describe, expect, it } from 'vitest';
import { matchesUserSearch } from './userSearch';

const ada = { name: 'Ada Lovelace', email: 'ada@example.com' };

describe('matchesUserSearch', () => {
  it('finds a user by part of the name or the email, in any case', () => {
    expect(matchesUserSearch(ada, 'love')).toBe(true);
    expect(matchesUserSearch(ada, 'EXAMPLE.COM')).toBe(true);
    expect(matchesUserSearch(ada, 'grace')).toBe(false);
  });

  it('needs every word, wherever each one is', () => {
    expect(matchesUserSearch(ada, 'ada example')).toBe(true);
    expect(matchesUserSearch(ada, 'ada hopper')).toBe(false);
  });

  it('matches everyone when empty', () => {
    expect(matchesUserSearch(ada, '  ')).toBe(true);
  });
});
