/** What the users list searches in: each account's name and email. */
interface Searchable {
  name: string;
  email: string;
}

/**
 * Whether a user matches the admin's search: every word of it appears in the name or the email,
 * ignoring case ('ada example' finds Ada Lovelace <ada@example.com>). An empty search matches all.
 */
export function matchesUserSearch(user: Searchable, search: string): boolean {
  const haystack = `${user.name} ${user.email}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
