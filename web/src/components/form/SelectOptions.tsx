/** A value a select offers, and what it reads. */
export interface SelectOption<T extends string | number = string> {
  value: T;
  label: string;
}

/** A select's `<option>`s, one for each of `options`, in their order. */
export function SelectOptions<T extends string | number>({
  options,
}: {
  options: readonly SelectOption<T>[];
}) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
