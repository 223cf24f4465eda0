import { useId } from 'react';
import buttons from '../../../components/buttons.module.css';
import formActions from '../../../components/form/FormActions.module.css';
import { TextField } from '../../../components/form/TextField';
import { useForm } from '../../../components/form/useForm';
import { serverMessage } from '../../../lib/graphql/errors';
import { useAppStore } from '../../../stores/appStore';
import styles from '../recordScreens.module.css';
import { useCreateApiKey } from './api/apiKeysApi';
import { apiKeyInput, apiKeySaveError, NEW_API_KEY, validateApiKey } from './apiKeyRules';
import own from './ApiKeys.module.css';

/** A key just made: its name, and the key itself, which the API answers this once. */
export interface CreatedKey {
  name: string;
  secret: string;
}

/**
 * The new key panel: its name and its rate (600 requests a minute unless changed). Once made,
 * the key goes to `onCreated` (the list has refreshed by then); a message the API answers that
 * names a field sits on that field, the form as the admin typed it.
 */
export function NewApiKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: CreatedKey) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const showToast = useAppStore((s) => s.showToast);
  const create = useCreateApiKey();
  const { field, handleSubmit, setServerError, submitting } = useForm(NEW_API_KEY, validateApiKey);

  const submit = handleSubmit(async (values) => {
    try {
      const { createApiKey } = await create.mutateAsync({ input: apiKeyInput(values) });
      onCreated({ name: createApiKey.key.name, secret: createApiKey.secret });
    } catch (error) {
      const placed = apiKeySaveError(serverMessage(error));
      if ('field' in placed) setServerError(placed.field, placed.message);
      else showToast('error', placed.toast);
    }
  });

  return (
    <section className={own.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={own.panelTitle}>
        New API key
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Name"
          field={field('name')}
          hint="Whose key it is, e.g. Acme Builders website."
        />
        <TextField
          label="Requests per minute"
          field={field('perMinute')}
          inputMode="numeric"
          hint="What the key may make; more in a minute are answered 429 until the next."
        />
        <div className={formActions.actions}>
          <button
            type="submit"
            className={buttons.primary}
            disabled={submitting}
            aria-busy={submitting}
          >
            Create key
          </button>
          <button type="button" className={buttons.secondary} onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
