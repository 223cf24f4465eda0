import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/App';
import { appRoutes } from '../app/routes';
import { createQueryClient } from '../lib/query/queryClient';
import type { SessionUser } from '../lib/auth/api/session';
import { stubApi } from './fakeApi';

/** A GraphQL answer: `data`, or `errors` with the API's message and code. */
export type Answer = { data: unknown } | { errors: { message: string; extensions?: object }[] };

/** Answers one operation, by the name it is sent under (e.g. 'LogIn'); undefined falls through. */
export type OperationHandler = (
  operationName: string,
  variables: Record<string, unknown>,
) => Answer | undefined;

export const demoUser: SessionUser = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'USER',
  isVerified: true,
  createdAt: Date.UTC(2025, 0, 15, 12),
};

export const demoAdmin: SessionUser = {
  ...demoUser,
  id: 'a1',
  name: 'Grace Admin',
  email: 'grace@example.com',
  role: 'ADMIN',
};

/** An API error answer, as the API sends it. */
export function apiError(message: string, code?: string): Answer {
  return { errors: [{ message, extensions: code ? { code } : {} }] };
}

/**
 * Renders the whole app at `path` against a stand-in API: the login check answers with
 * `session`, every other operation goes to `handle`. Returns the router and the fetch mock.
 */
export function renderApp(
  path: string,
  {
    session = null,
    handle,
    config,
  }: {
    session?: SessionUser | null;
    handle?: OperationHandler;
    /** What `GET /api/config` answers; by default it fails and the app keeps its defaults. */
    config?: Record<string, unknown>;
  } = {},
) {
  const fetchMock = stubApi(({ query, variables }) => {
    const operationName = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    if (operationName === 'CheckIfLoggedIn') {
      return Promise.resolve({ data: { checkIfLoggedIn: session } });
    }
    const answer = handle?.(operationName, (variables ?? {}) as Record<string, unknown>);
    if (!answer) return Promise.reject(new Error(`unexpected operation ${operationName}`));
    return Promise.resolve(answer);
  }, config);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  // A cache of its own per render, asking once: a test's failure shows at once, as it would after
  // the retries in the app.
  const queryClient = createQueryClient({ retry: false });
  render(<App router={router} queryClient={queryClient} />);
  return { router, fetchMock, queryClient };
}

/** The GraphQL calls made so far, by operation name, with their variables. */
export function sentOperations(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls
    .filter(([input]) => input === '/graphql')
    .map(([, init]) => {
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
        query: string;
        variables: Record<string, unknown>;
      };
      return {
        name: /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '',
        variables: body.variables,
      };
    });
}
