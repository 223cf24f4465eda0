import buttons from '../../components/buttons.module.css';
import { classNames } from '../../lib/classNames';

/** An account form's full-width submit button, disabled and busy while the form is sent. */
export function SubmitButton({ label, submitting }: { label: string; submitting: boolean }) {
  return (
    <button
      type="submit"
      className={classNames(buttons.primary, buttons.block)}
      disabled={submitting}
      aria-busy={submitting}
    >
      {label}
    </button>
  );
}
