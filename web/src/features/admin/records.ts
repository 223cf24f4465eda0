import { GraphQLRequestError } from '../../lib/graphql/client';
import { messageOr } from '../../lib/graphql/errors';

/**
 * One kind of record of the back office: where its screens are, what they say while it loads or
 * when it cannot be shown, and what its form says once it has saved.
 */
export interface RecordKind {
  /** Its screens' path: `/admin/{segment}/{id}` and `/admin/{segment}/edit/{id}`. */
  segment: RecordSegment;
  /** The list's path and name, e.g. '/admin/users' and 'Users'. */
  listPath: string;
  listLabel: string;
  loadingText: string;
  /** SPEC §8's words, e.g. 'User not found'. */
  notFoundText: string;
  /** What loading failed with, in words; 'Oops, something went wrong' unless given. */
  failedText?: (message: string) => string;
  /**
   * SPEC §8's words once its form has updated one, or created one (accounts are not created in
   * the back office: people sign up).
   */
  saved: { created?: string; updated: string };
}

type RecordSegment = 'contractor' | 'directory' | 'user' | 'plan' | 'parcel-source' | 'rule-set';

/**
 * A kind of record whose list is `/admin/{listLabel in lower case}` and whose screens say
 * 'Loading {segment}' while it loads.
 */
function recordKind(
  segment: RecordSegment,
  listLabel: string,
  words: Pick<RecordKind, 'notFoundText' | 'failedText' | 'saved'>,
): RecordKind {
  return {
    segment,
    listPath: `/admin/${listLabel.toLowerCase()}`,
    listLabel,
    loadingText: `Loading ${segment}`,
    ...words,
  };
}

export const CONTRACTOR_RECORD = recordKind('contractor', 'Contractors', {
  notFoundText: 'Contractor not found',
  saved: { created: 'Contractor created successfully', updated: 'Contractor updated successfully' },
});

export const DIRECTORY_RECORD = recordKind('directory', 'Directories', {
  notFoundText: 'Directory not found.',
  saved: { created: 'Directory created successfully', updated: 'Directory updated successfully' },
});

export const USER_RECORD = recordKind('user', 'Users', {
  notFoundText: 'User not found',
  saved: { updated: 'User updated successfully' },
});

export const PLAN_RECORD = recordKind('plan', 'Plans', {
  notFoundText: 'Plan not found',
  failedText: (message) => `Error loading plan: ${message}`,
  saved: { created: 'Plan successfully created', updated: 'Plan successfully updated' },
});

/** One record as its screen shows it: loading, not found, failed (and why), or ready. */
export type RecordState<T> =
  | { status: 'loading' | 'notFound' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; record: T };

/** What `recordState` reads of a query (TanStack Query's result, its data the record or null). */
export interface RecordQuery<T> {
  isPending: boolean;
  error: Error | null;
  data: T | null | undefined;
}

/**
 * A record's query as its screen shows it. The API answers null for an unknown id, and NOT_FOUND
 * for one it cannot even parse: both are 'not found'. A record already shown stays shown when a
 * later refetch fails (the query keeps it), so an open form never loses what the admin typed.
 */
export function recordState<T>({ isPending, error, data }: RecordQuery<T>): RecordState<T> {
  if (isPending) return { status: 'loading' };
  if (data !== null && data !== undefined) return { status: 'ready', record: data };
  const missing = error instanceof GraphQLRequestError && error.code === 'NOT_FOUND';
  if (error && !missing) return { status: 'failed', message: messageOr(error, 'Unknown error') };
  return { status: 'notFound' };
}

/** Where a record form's Cancel leads: the record it edits, or the list for a new one. */
export function cancelPath(kind: RecordKind, id: string | undefined): string {
  return id === undefined ? kind.listPath : recordPath(kind.segment, id);
}

/** A record's screen: `/admin/{kind}/{id}`, or its form at `/admin/{kind}/edit/{id}`. */
export function recordPath(
  kind: RecordSegment,
  id: string,
  screen: 'view' | 'edit' = 'view',
): string {
  return `/admin/${kind}/${screen === 'edit' ? 'edit/' : ''}${encodeURIComponent(id)}`;
}
