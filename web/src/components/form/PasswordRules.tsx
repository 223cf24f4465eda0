import { Check, Circle } from 'lucide-react';
import { classNames } from '../../lib/classNames';
import { PASSWORD_RULES } from '../../lib/validation/formRules';
import styles from './PasswordRules.module.css';

/**
 * Every rule a new password must meet, listed before the first keystroke and ticked as each one
 * is met, so nobody learns them one failed submit at a time. The field's own message names the
 * same rules still unmet, in SPEC §5's words.
 */
export function PasswordRules({ password }: { password: string }) {
  return (
    <ul className={styles.rules} aria-label="Password rules">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.isMet(password);
        return (
          <li key={rule.label} className={classNames(styles.rule, met && styles.met)}>
            {met ? <Check aria-hidden size={14} /> : <Circle aria-hidden size={14} />}
            {rule.label}
            <span className="visually-hidden">{met ? ': met' : ': not met yet'}</span>
          </li>
        );
      })}
    </ul>
  );
}
