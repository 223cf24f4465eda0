import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../graphql/client';
import { isTransient } from './queryClient';

describe('isTransient', () => {
  it('asks again after a lost connection or a server failure', () => {
    expect(isTransient(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransient(new GraphQLRequestError('Request failed with status 502', [], 502))).toBe(
      true,
    );
    expect(
      isTransient(
        new GraphQLRequestError('boom', [
          { message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        ]),
      ),
    ).toBe(true);
  });

  it('does not repeat an answer the API gave on purpose, nor an aborted request', () => {
    const notFound = new GraphQLRequestError('Plan not found', [
      { message: 'Plan not found', extensions: { code: 'NOT_FOUND' } },
    ]);
    expect(isTransient(notFound)).toBe(false);
    expect(isTransient(new GraphQLRequestError('Request failed with status 400', [], 400))).toBe(
      false,
    );
    expect(isTransient(new DOMException('The operation was aborted.', 'AbortError'))).toBe(false);
  });
});
