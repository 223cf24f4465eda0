import { ExternalLink, Plus } from 'lucide-react';
import { useState } from 'react';
import { BackLink } from '../../../components/BackLink';
import buttons from '../../../components/buttons.module.css';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { Spinner } from '../../../components/Spinner';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { formatLocalDate, formatLocalDateTime } from '../../../lib/dates';
import { messageOr } from '../../../lib/graphql/errors';
import { useAppStore } from '../../../stores/appStore';
import { useApiKeys, useRevokeApiKey, type AdminApiKey } from './api/apiKeysApi';
import { prefixText, rateText, revokeQuestion, statusText } from './apiKeyRules';
import own from './ApiKeys.module.css';
import { CreatedKeyNotice } from './CreatedKeyNotice';
import { NewApiKeyForm, type CreatedKey } from './NewApiKeyForm';

/** What sits above the table: nothing, the new key form, or the key just made. */
type Panel = { kind: 'none' } | { kind: 'form' } | { kind: 'created'; created: CreatedKey };

/**
 * /admin/api-keys: the integrators' keys of the REST API, the newest first, revoked ones
 * included, with 'New API key' (a key is shown once, when it is made) and Revoke on each key
 * that still works.
 */
export function ApiKeysListScreen() {
  useDocumentMeta('API keys');
  const query = useApiKeys();
  const revoke = useRevoke();
  const [panel, setPanel] = useState<Panel>({ kind: 'none' });
  const keys = query.data?.apiKeys;

  return (
    <section className={own.page} aria-labelledby="api-keys-title">
      <BackLink to="/admin">← Admin</BackLink>
      <header className={own.header}>
        <h1 id="api-keys-title" className={own.title}>
          API keys
        </h1>
        {panel.kind === 'none' ? (
          <button
            type="button"
            className={buttons.primary}
            onClick={() => setPanel({ kind: 'form' })}
          >
            <Plus aria-hidden size={18} />
            New API key
          </button>
        ) : null}
      </header>
      <p className={own.meta}>
        Keys for integrators&apos; use of the REST API. An integrator sends its key with every
        request, each key at its own rate. A key is shown once, when it is made: only its first
        characters are kept in the clear.{' '}
        <a href="/api/docs" target="_blank" rel="noreferrer" className={own.docsLink}>
          How integrators use keys
          <ExternalLink aria-hidden size={14} />
        </a>
      </p>
      {panel.kind === 'form' ? (
        <NewApiKeyForm
          onCreated={(created) => setPanel({ kind: 'created', created })}
          onCancel={() => setPanel({ kind: 'none' })}
        />
      ) : panel.kind === 'created' ? (
        <CreatedKeyNotice created={panel.created} onDone={() => setPanel({ kind: 'none' })} />
      ) : null}
      {query.isPending ? (
        <div className={own.status}>
          <Spinner label="Loading API keys" />
        </div>
      ) : query.isError || !keys ? (
        <p className={own.status} role="alert">
          Oops, something went wrong
        </p>
      ) : keys.length === 0 ? (
        <p className={own.status}>
          No API keys yet. Without one, integrators read the catalogue at the anonymous rate and
          cannot check a fit.
        </p>
      ) : (
        <div className={own.scroller}>
          <table className={own.table}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Rate</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <ApiKeyRow
                  key={key.id}
                  apiKey={key}
                  busy={revoke.busyId === key.id}
                  onRevoke={() => revoke.run(key)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ApiKeyRow({
  apiKey,
  busy,
  onRevoke,
}: {
  apiKey: AdminApiKey;
  busy: boolean;
  onRevoke: () => void;
}) {
  const active = apiKey.revokedAt === null;
  return (
    <tr>
      <th scope="row" className={own.name}>
        {apiKey.name}
      </th>
      <td>
        <code className={own.prefix}>{prefixText(apiKey.prefix)}</code>
      </td>
      <td className={own.nowrap}>{rateText(apiKey.perMinute)}</td>
      <td>
        <span className={own.block}>{formatLocalDate(apiKey.createdAt)}</span>
        <span className={own.muted}>
          {apiKey.createdBy ? `by ${apiKey.createdBy}` : 'by a removed account'}
        </span>
      </td>
      <td>{apiKey.lastUsedAt === null ? 'Never' : formatLocalDateTime(apiKey.lastUsedAt)}</td>
      <td>
        <span className={active ? own.active : own.revoked}>{statusText(apiKey)}</span>
      </td>
      <td className={own.actionsCell}>
        {active ? (
          <ConfirmButton
            label="Revoke"
            question={revokeQuestion(apiKey.name)}
            confirmLabel="Revoke key"
            busy={busy}
            onConfirm={onRevoke}
          />
        ) : null}
      </td>
    </tr>
  );
}

/**
 * Revoking keys: the key on its way (its buttons wait), and `run`, which revokes one; the list
 * then shows it revoked. A failure says why (e.g. 'API key not found.').
 */
function useRevoke() {
  const showToast = useAppStore((s) => s.showToast);
  const revoke = useRevokeApiKey();
  const run = (key: AdminApiKey) => {
    void revoke.mutateAsync({ id: key.id }).then(
      () => showToast('success', `The key “${key.name}” is revoked`),
      (error: unknown) => showToast('error', messageOr(error, 'Failed to revoke the key')),
    );
  };
  return { run, busyId: revoke.isPending ? revoke.variables.id : undefined };
}
