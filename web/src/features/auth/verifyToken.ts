import { gqlRequest } from '../../lib/graphql/client';
import { VERIFY_USER } from './accountOperations';
import { verifyStateOf, type VerifyState } from './verifyOutcome';

const settled = new Map<string, Promise<VerifyState>>();

/**
 * Verifies `token` once per page load. A token works a single time, so a second call (React's
 * development double effects, or the screen mounting again) would report 'Already Verified' or
 * 'Invalid Link' for a link that just worked; it gets the first call's outcome instead.
 */
export function verifyToken(token: string): Promise<VerifyState> {
  let outcome = settled.get(token);
  if (!outcome) {
    outcome = gqlRequest(VERIFY_USER, { token }).then(
      (data) => verifyStateOf({ verified: data.verifyUser }),
      (error: unknown) => verifyStateOf({ error }),
    );
    settled.set(token, outcome);
  }
  return outcome;
}
