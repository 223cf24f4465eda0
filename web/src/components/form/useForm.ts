import { useId, useState, type SubmitEvent } from 'react';
import type { FieldErrors } from '../../lib/validation/formRules';

type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/** What a text input or select needs from the form. */
export interface TextFieldBinding {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** What a checkbox needs from the form. */
export interface CheckboxBinding {
  id: string;
  name: string;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}

/**
 * State of one form: values, which fields show their validation message, messages the server
 * pinned to a field, and whether it is being sent.
 *
 * A field shows its message once the person has left it after typing, or after a submit; until
 * then an empty form is not covered in red. The messages themselves come from `validate` on every
 * render, so a cross-field rule ('Passwords do not match') follows both fields as they change.
 */
export function useForm<V extends Record<keyof V, string | boolean>>(
  initial: V,
  validate: (values: V) => FieldErrors<keyof V & string>,
) {
  type Field = keyof V & string;
  const formId = useId();
  const [values, setValues] = useState<V>(initial);
  const [shown, setShown] = useState<ReadonlySet<Field>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);

  const errors = validate(values);
  const idOf = (name: Field) => `${formId}-${name}`;
  const errorOf = (name: Field) =>
    serverErrors[name] ?? (shown.has(name) ? errors[name] : undefined);
  const show = (name: Field) =>
    setShown((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));

  const update = (name: Field, value: V[Field]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    // The server judged the old value; its message no longer applies to the new one.
    setServerErrors((previous) =>
      previous[name] === undefined ? previous : { ...previous, [name]: undefined },
    );
  };

  const field = (name: KeysOf<V, string>): TextFieldBinding => ({
    id: idOf(name),
    name,
    value: values[name] as string,
    error: errorOf(name),
    onChange: (value) => update(name, value as V[Field]),
    onBlur: () => {
      if (values[name] !== initial[name]) show(name);
    },
  });

  /** A select answers at once: there is no half-typed value to spare the person from. */
  const select = (name: KeysOf<V, string>): TextFieldBinding => ({
    ...field(name),
    onChange: (value) => {
      update(name, value as V[Field]);
      show(name);
    },
  });

  const checkbox = (name: KeysOf<V, boolean>): CheckboxBinding => ({
    id: idOf(name),
    name,
    checked: values[name] as boolean,
    error: errorOf(name),
    onChange: (checked) => {
      update(name, checked as V[Field]);
      show(name);
    },
  });

  /**
   * Shows every message and moves focus to the first invalid field; whether every field is
   * valid (for an action that needs a valid form without sending it, e.g. leaving for the
   * Creative Studio).
   */
  const validateAll = (): boolean => {
    const names = Object.keys(values) as Field[];
    setShown(new Set(names));
    const firstInvalid = names.find((name) => errors[name] !== undefined);
    if (firstInvalid) document.getElementById(idOf(firstInvalid))?.focus();
    return firstInvalid === undefined;
  };

  /**
   * The form's onSubmit: shows every message and moves focus to the first invalid field, or
   * calls `send` with the values and keeps the form disabled until it settles.
   */
  const handleSubmit =
    (send: (values: V) => Promise<void> | void) => (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting) return;
      if (!validateAll()) return;
      setSubmitting(true);
      void Promise.resolve()
        .then(() => send(values))
        .finally(() => setSubmitting(false));
    };

  /** Pins the server's verdict on one field (e.g. 'Email has already been taken'). */
  const setServerError = (name: Field, message: string) => {
    setServerErrors((previous) => ({ ...previous, [name]: message }));
    document.getElementById(idOf(name))?.focus();
  };

  return {
    values,
    submitting,
    field,
    select,
    checkbox,
    handleSubmit,
    validateAll,
    setServerError,
  };
}
