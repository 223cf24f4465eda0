import { GraphQLRequestError } from './client';

/**
 * The API's own words for a failure, when it sent any: the first GraphQL error's message.
 * A network failure or an answer without errors has none, and the caller shows its fallback.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof GraphQLRequestError)) return undefined;
  const message = error.errors[0]?.message.trim();
  return message ? message : undefined;
}

/** The API's error code (`extensions.code`) of the first error, e.g. TOKEN_EXPIRED. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof GraphQLRequestError ? error.code : undefined;
}

/** "server message or '<fallback>'" of SPEC §8. */
export function messageOr(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/**
 * For flows whose failure text is fixed by SPEC §8 (e.g. 'Failed to send reset link'): the fixed
 * text, except when the API is rate limiting, whose 'try again in N minutes' tells the person what
 * to do next.
 */
export function fixedTextOrRateLimit(error: unknown, fallback: string): string {
  if (errorCode(error) === 'RATE_LIMITED') return serverMessage(error) ?? fallback;
  return fallback;
}
