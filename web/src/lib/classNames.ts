/** Joins the truthy class names: `classNames(styles.card, selected && styles.selected)`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
