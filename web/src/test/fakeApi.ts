import { vi } from 'vitest';

type GraphQLHandler = (body: { query: string; variables: unknown }) => Promise<unknown>;

/**
 * Replaces `fetch` with a stand-in API: `/graphql` answers through `graphql`; `/api/config`
 * answers with `config` when given, and otherwise fails (so the app falls back to its defaults,
 * as it must when the API is unreachable).
 */
export function stubApi(graphql: GraphQLHandler, config?: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/graphql')) {
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
        query: string;
        variables: unknown;
      };
      return Response.json(await graphql(body));
    }
    if (config && url.endsWith('/api/config')) return Response.json(config);
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A promise with its resolve function, to hold an answer back until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
