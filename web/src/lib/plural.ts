/** English plural of a noun the way the product writes it: a trailing 'y' becomes 'ies', anything else gets an 's'. */
export function plural(word: string): string {
  return word.endsWith('y') ? `${word.slice(0, -1)}ies` : `${word}s`;
}

/** `count` followed by the noun, pluralised unless the count is exactly one. */
export function countOf(count: number, word: string): string {
  return `${count} ${count === 1 ? word : plural(word)}`;
}
