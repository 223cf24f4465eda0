import { Copy, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import buttons from '../../../components/buttons.module.css';
import fieldStyles from '../../../components/form/Field.module.css';
import { classNames } from '../../../lib/classNames';
import { authorizationHeader } from './apiKeyRules';
import own from './ApiKeys.module.css';
import type { CreatedKey } from './NewApiKeyForm';

type CopyState = 'idle' | 'copied' | 'failed';

const COPY_TEXT: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied to the clipboard.',
  failed: 'The browser would not copy it: select the key and copy it yourself.',
};

/**
 * A key just made, shown this once: the API keeps only its hash, and this screen keeps it only
 * while it is open (never in the query cache or the browser's storage). Copy puts it on the
 * clipboard; the header shows how an integrator sends it.
 */
export function CreatedKeyNotice({ created, onDone }: { created: CreatedKey; onDone: () => void }) {
  const titleId = useId();
  const keyId = useId();
  const [copy, setCopy] = useState<CopyState>('idle');

  const copyKey = () => {
    // Absent outside a secure context (a plain-http address other than localhost).
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) {
      setCopy('failed');
      return;
    }
    void clipboard.writeText(created.secret).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <section className={classNames(own.panel, own.created)} aria-labelledby={titleId}>
      <h2 id={titleId} className={own.panelTitle}>
        New key for “{created.name}”
      </h2>
      <p className={own.warning}>
        <TriangleAlert aria-hidden size={18} className={own.warningIcon} />
        Copy this key now. It will not be shown again.
      </p>
      <label className={fieldStyles.label} htmlFor={keyId}>
        API key
      </label>
      <div className={own.secretRow}>
        <input
          id={keyId}
          className={classNames(fieldStyles.input, own.secret)}
          value={created.secret}
          readOnly
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        {/* The admin's next step: focused, so Enter copies the key. */}
        <button type="button" className={buttons.primary} autoFocus onClick={copyKey}>
          <Copy aria-hidden size={18} />
          Copy
        </button>
      </div>
      <p className={own.copyState} role="status">
        {COPY_TEXT[copy]}
      </p>
      <p className={own.note}>An integrator sends it with every request, in this header:</p>
      <pre className={own.example}>
        <code>{authorizationHeader(created.secret)}</code>
      </pre>
      <div>
        <button type="button" className={buttons.secondary} onClick={onDone}>
          Done
        </button>
      </div>
    </section>
  );
}
