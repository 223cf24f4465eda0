import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before a bound is applied: the chips apply at once, a number mid-typing should not. */
export const BOUND_DEBOUNCE_MS = 300;

/** '' is no bound; anything but a number of at least 0 (SPEC §5) is not a bound at all. */
function parseBound(raw: string): number | undefined | null {
  const trimmed = raw.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * A width or length bound of the plan filters, in feet. It applies itself as the user types, once
 * typing pauses, and at once on Enter or on leaving the field; a value that is not a number of at
 * least 0 is not applied and is put back when the field is left. A new value from outside (the
 * back button, 'Clear filters') replaces what is shown.
 */
export function BoundInput({
  value,
  onCommit,
  label,
  placeholder,
  name,
  className,
  describedBy,
}: {
  value: number | undefined;
  onCommit: (value: number | undefined) => void;
  /** The input's accessible name, e.g. 'Min width'. */
  label: string;
  placeholder: string;
  name?: string;
  className?: string;
  /** The id of a message about the value (a minimum above its maximum); marks it invalid. */
  describedBy?: string;
}) {
  const shown = value === undefined ? '' : String(value);
  const [text, setText] = useState(shown);
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    if (parseBound(text) !== value) setText(shown);
  }

  // The latest callback: a pending commit must patch today's filters, not those of its keystroke.
  const latest = useRef({ onCommit, value });
  useEffect(() => {
    latest.current = { onCommit, value };
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Applies `raw` when it is a bound; answers whether it was one. */
  const commit = (raw: string): boolean => {
    clearTimeout(timer.current);
    const parsed = parseBound(raw);
    if (parsed === null) return false;
    if (parsed !== latest.current.value) latest.current.onCommit(parsed);
    return true;
  };
  const settle = () => {
    if (!commit(text)) setText(shown);
  };

  return (
    <input
      className={className}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      name={name}
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={describedBy ? true : undefined}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        const raw = event.target.value;
        setText(raw);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(raw), BOUND_DEBOUNCE_MS);
      }}
      onBlur={settle}
      onKeyDown={(event) => {
        if (event.key === 'Enter') settle();
      }}
    />
  );
}
