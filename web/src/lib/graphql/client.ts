import type { Operation } from './operation';

/** One error entry of a GraphQL response, with the API's `extensions.code` (e.g. NOT_FOUND). */
export interface GraphQLErrorEntry {
  message: string;
  extensions?: { code?: string } & Record<string, unknown>;
}

/** A request that reached the API but came back with GraphQL errors, or failed on the way. */
export class GraphQLRequestError extends Error {
  readonly errors: GraphQLErrorEntry[];
  readonly status: number | undefined;

  constructor(message: string, errors: GraphQLErrorEntry[] = [], status?: number) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.errors = errors;
    this.status = status;
  }

  /** The API's error code of the first error, if it sent one. */
  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
}

interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: GraphQLErrorEntry[];
}

/** Where the API answers GraphQL; same origin in production and through the dev server's proxy. */
export const GRAPHQL_ENDPOINT = '/graphql';

/**
 * Sends one GraphQL operation. JSON over POST is what the API accepts for state changes (its CSRF
 * rule), and cookies carry the session, so every call includes credentials.
 */
export async function gqlRequest<TData, TVariables>(
  operation: Operation<TData, TVariables>,
  variables: TVariables,
  signal?: AbortSignal,
): Promise<TData> {
  const response = await fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'include',
    body: JSON.stringify({ query: operation.toString(), variables }),
    signal: signal ?? null,
  });

  let body: GraphQLResponse<TData>;
  try {
    body = (await response.json()) as GraphQLResponse<TData>;
  } catch {
    throw new GraphQLRequestError(
      `Request failed with status ${response.status}`,
      [],
      response.status,
    );
  }

  if (body.errors?.length) {
    throw new GraphQLRequestError(
      body.errors[0]?.message ?? 'Request failed',
      body.errors,
      response.status,
    );
  }
  if (!response.ok || body.data == null) {
    throw new GraphQLRequestError(
      `Request failed with status ${response.status}`,
      [],
      response.status,
    );
  }
  return body.data;
}
