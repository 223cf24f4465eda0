import { GraphQLRequestError } from '../../../lib/graphql/client';

/** Whether the API answered that what was asked for does not exist (or not for this viewer). */
export function isNotFound(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.code === 'NOT_FOUND';
}
