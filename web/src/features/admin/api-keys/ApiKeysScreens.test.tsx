import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLocalDate } from '../../../lib/dates';
import {
  apiError,
  demoAdmin,
  renderApp,
  sentOperations,
  type Answer,
} from '../../../test/renderApp';
import type { AdminApiKey } from './api/apiKeysApi';

const SECRET = 'hpk_9ZyXwVuT0123456789abcdefghijklmnopqrstuvw';

const active: AdminApiKey = {
  id: 'key-acme',
  name: 'Acme Builders website',
  prefix: 'hpk_1a2B3c4D',
  perMinute: 600,
  createdBy: 'grace@example.com',
  createdAt: Date.UTC(2026, 10, 20, 12),
  lastUsedAt: null,
  revokedAt: null,
};

const revoked: AdminApiKey = {
  ...active,
  id: 'key-old',
  name: 'Old portal',
  prefix: 'hpk_Zz99Yy88',
  perMinute: 600_000,
  createdBy: '',
  createdAt: Date.UTC(2026, 0, 5, 12),
  lastUsedAt: Date.UTC(2026, 5, 1, 12),
  revokedAt: Date.UTC(2026, 6, 1, 12),
};

/**
 * A stand-in API holding `keys`: a key made goes first in the list, a key revoked is marked so;
 * `answers` come first.
 */
function keyStore(keys: AdminApiKey[], answers: Record<string, Answer> = {}) {
  let stored = keys;
  return (name: string, variables: Record<string, unknown>): Answer | undefined => {
    if (answers[name]) return answers[name];
    switch (name) {
      case 'AdminApiKeys':
        return { data: { apiKeys: stored } };
      case 'CreateApiKey': {
        const input = variables.input as { name: string; perMinute: number };
        const key = {
          ...active,
          id: 'key-new',
          name: input.name,
          prefix: SECRET.slice(0, 12),
          perMinute: input.perMinute,
          createdAt: Date.UTC(2026, 10, 27, 9),
        };
        stored = [key, ...stored];
        return { data: { createApiKey: { key, secret: SECRET } } };
      }
      case 'RevokeApiKey': {
        stored = stored.map((key) =>
          key.id === variables.id ? { ...key, revokedAt: Date.UTC(2026, 10, 27, 10) } : key,
        );
        return { data: { revokeApiKey: stored.find((key) => key.id === variables.id) } };
      }
      default:
        return undefined;
    }
  };
}

function renderKeys(keys = [active, revoked], answers: Record<string, Answer> = {}) {
  return renderApp('/admin/api-keys', { session: demoAdmin, handle: keyStore(keys, answers) });
}

/** The table row of the key named `name`. */
async function row(name: string) {
  const heading = await screen.findByRole('rowheader', { name });
  return within(heading.closest('tr') as HTMLElement);
}

const listCalls = (fetchMock: Parameters<typeof sentOperations>[0]) =>
  sentOperations(fetchMock).filter((call) => call.name === 'AdminApiKeys').length;

afterEach(() => {
  // jsdom has no clipboard; a test that gives it one takes it away again.
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('/admin/api-keys', () => {
  it('lists each key with its prefix, rate, maker, last use and status', async () => {
    renderKeys();
    const acme = await row('Acme Builders website');
    expect(acme.getByText('hpk_1a2B3c4D…')).toBeInTheDocument();
    expect(acme.getByText('600 / min')).toBeInTheDocument();
    expect(acme.getByText('by grace@example.com')).toBeInTheDocument();
    expect(acme.getByText('Never')).toBeInTheDocument();
    expect(acme.getByText('Active')).toBeInTheDocument();
    expect(acme.getByRole('button', { name: 'Revoke' })).toBeInTheDocument();

    const old = await row('Old portal');
    expect(old.getByText('600,000 / min')).toBeInTheDocument();
    expect(old.getByText('by a removed account')).toBeInTheDocument();
    expect(
      old.getByText(`Revoked on ${formatLocalDate(Date.UTC(2026, 6, 1, 12))}`),
    ).toBeInTheDocument();
    expect(old.queryByText('Never')).toBeNull();
    expect(old.queryByRole('button', { name: 'Revoke' })).toBeNull();

    expect(screen.getByRole('link', { name: 'How integrators use keys' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
  });

  it('says when there are no keys yet', async () => {
    renderKeys([]);
    expect(await screen.findByText(/^No API keys yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the list cannot be loaded', async () => {
    renderKeys([], { AdminApiKeys: apiError('Database unavailable', 'INTERNAL_SERVER_ERROR') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, something went wrong');
  });
});

describe('a new API key', () => {
  it('is shown once with its header, copied on request, and the list refreshes', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { fetchMock, queryClient } = renderKeys();
    await row('Acme Builders website');
    expect(listCalls(fetchMock)).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'New API key' }));
    const form = within(screen.getByRole('region', { name: 'New API key' }));
    expect(form.getByLabelText('Requests per minute')).toHaveValue('600');
    fireEvent.change(form.getByLabelText('Name'), { target: { value: '  Buildco portal ' } });
    fireEvent.change(form.getByLabelText('Requests per minute'), { target: { value: '1,200' } });
    fireEvent.click(form.getByRole('button', { name: 'Create key' }));

    const notice = within(
      await screen.findByRole('region', { name: 'New key for “Buildco portal”' }),
    );
    expect(notice.getByText('Copy this key now. It will not be shown again.')).toBeInTheDocument();
    expect(notice.getByLabelText('API key')).toHaveValue(SECRET);
    expect(notice.getByText(`Authorization: Bearer ${SECRET}`)).toBeInTheDocument();
    expect(
      sentOperations(fetchMock).find((call) => call.name === 'CreateApiKey')?.variables,
    ).toEqual({ input: { name: 'Buildco portal', perMinute: 1200 } });

    // The list was asked again, and shows the new key by its first characters only.
    expect(listCalls(fetchMock)).toBe(2);
    const created = await row('Buildco portal');
    expect(created.getByText('hpk_9ZyXwVuT…')).toBeInTheDocument();
    expect(created.getByText('1,200 / min')).toBeInTheDocument();

    fireEvent.click(notice.getByRole('button', { name: 'Copy' }));
    expect(await notice.findByRole('status')).toHaveTextContent('Copied to the clipboard.');
    expect(writeText).toHaveBeenCalledWith(SECRET);

    // The secret is in the screen's state only: not in the query cache, gone once closed.
    const cached = () =>
      JSON.stringify([
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.state.data),
        queryClient
          .getMutationCache()
          .getAll()
          .map((mutation) => mutation.state.data),
      ]);
    expect(cached()).not.toContain(SECRET);
    fireEvent.click(notice.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: /^New key for/ })).toBeNull();
    expect(document.body.innerHTML).not.toContain(SECRET);
    expect(screen.getByRole('button', { name: 'New API key' })).toBeInTheDocument();
  });

  it('asks for a name and a rate in range before it is sent', async () => {
    const { fetchMock } = renderKeys();
    fireEvent.click(await screen.findByRole('button', { name: 'New API key' }));
    fireEvent.change(screen.getByLabelText('Requests per minute'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      "Whose key it is, e.g. Acme Builders website. Name: say whose key it is (e.g. the integrator's company).",
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Requests per minute')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Requests per minute: a whole number from 1 to 600,000.'),
    ).toBeInTheDocument();
    expect(sentOperations(fetchMock).some((call) => call.name === 'CreateApiKey')).toBe(false);
  });

  it("puts the API's message on the field it names, the form as typed", async () => {
    renderKeys([active], {
      CreateApiKey: apiError('Name: at most 100 characters.', 'BAD_USER_INPUT'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New API key' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));

    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(/Name: at most 100 characters\.$/);
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Acme');
    expect(screen.queryByRole('region', { name: /^New key for/ })).toBeNull();
  });

  it('says why when the API refuses for another reason', async () => {
    renderKeys([active], { CreateApiKey: apiError('Not authorized', 'FORBIDDEN') });
    fireEvent.click(await screen.findByRole('button', { name: 'New API key' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Not authorized')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });
});

describe('revoking a key', () => {
  it('asks first, then revokes it and shows it revoked', async () => {
    const { fetchMock } = renderKeys();
    const acme = await row('Acme Builders website');
    fireEvent.click(acme.getByRole('button', { name: 'Revoke' }));

    const question = acme.getByRole('alertdialog');
    expect(question).toHaveTextContent(
      'Revoke the key “Acme Builders website”? Every request with it is refused from now on.',
    );
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(sentOperations(fetchMock).some((call) => call.name === 'RevokeApiKey')).toBe(false);

    fireEvent.click(acme.getByRole('button', { name: 'Revoke' }));
    fireEvent.click(acme.getByRole('button', { name: 'Revoke key' }));

    expect(
      await acme.findByText(`Revoked on ${formatLocalDate(Date.UTC(2026, 10, 27, 10))}`),
    ).toBeInTheDocument();
    expect(
      sentOperations(fetchMock).find((call) => call.name === 'RevokeApiKey')?.variables,
    ).toEqual({ id: 'key-acme' });
    expect(acme.queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(
      await screen.findByText('The key “Acme Builders website” is revoked'),
    ).toBeInTheDocument();
  });

  it('says why a revoke failed', async () => {
    renderKeys([active], { RevokeApiKey: apiError('API key not found.', 'NOT_FOUND') });
    const acme = await row('Acme Builders website');
    fireEvent.click(acme.getByRole('button', { name: 'Revoke' }));
    fireEvent.click(acme.getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('API key not found.')).toBeInTheDocument();
    expect(acme.getByText('Active')).toBeInTheDocument();
  });
});
