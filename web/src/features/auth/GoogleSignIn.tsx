import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { FormAlert } from '../../components/form/FormAlert';
import { loadGoogleIdentity } from '../../lib/auth/googleIdentity';
import type { SessionUser } from '../../lib/auth/api/session';
import { fixedTextOrRateLimit } from '../../lib/graphql/errors';
import { useAppStore } from '../../stores/appStore';
import { useLogInWithGoogle } from './api/accountApi';
import styles from './GoogleSignIn.module.css';

// Google renders its button at a fixed pixel width between these bounds.
const MIN_BUTTON_WIDTH = 200;
const MAX_BUTTON_WIDTH = 400;

/** SPEC §8: what a failed Google sign-in says under its title. */
const GOOGLE_FAILURE_MESSAGE = 'Google authentication failed';

/**
 * Google's sign-in button, shown only when the deployment configured a client id. Google hands
 * back an ID token, which the API verifies before it signs the person in (or creates the account).
 * A failure stays under the button, titled for the screen, until the next attempt.
 */
export function GoogleSignIn({
  purpose,
  failureTitle,
  onSignedIn,
}: {
  purpose: 'signin' | 'signup';
  /** SPEC §8: 'Login Failed' on /login, 'Registration failed' on /register. */
  failureTitle: string;
  onSignedIn: (user: SessionUser) => void;
}) {
  const clientId = useAppStore((s) => s.config.googleClientId);
  const slot = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [failure, setFailure] = useState<string>();
  const logIn = useLogInWithGoogle();

  const signIn = useEffectEvent((credential: string | undefined) => {
    setFailure(undefined);
    if (!credential) {
      setFailure(GOOGLE_FAILURE_MESSAGE);
      return;
    }
    logIn.mutate(
      { code: null, idToken: credential },
      {
        onSuccess: (data) => onSignedIn(data.logInWithGoogle),
        // The API's reason (an expired or forged token) means nothing to the person; its rate
        // limit's 'try again in N minutes' does.
        onError: (error) => setFailure(fixedTextOrRateLimit(error, GOOGLE_FAILURE_MESSAGE)),
      },
    );
  });

  useEffect(() => {
    if (!clientId) return;
    let current = true;
    loadGoogleIdentity().then(
      (google) => {
        const parent = slot.current;
        if (!current || !parent) return;
        google.initialize({
          client_id: clientId,
          callback: (response) => signIn(response.credential),
          ux_mode: 'popup',
        });
        const width = Math.min(MAX_BUTTON_WIDTH, Math.max(MIN_BUTTON_WIDTH, parent.clientWidth));
        google.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: purpose === 'signup' ? 'signup_with' : 'signin_with',
          width,
        });
      },
      () => {
        if (current) setUnavailable(true);
      },
    );
    return () => {
      current = false;
    };
  }, [clientId, purpose]);

  if (!clientId) return null;
  return (
    <div className={styles.wrapper}>
      <div className={styles.or}>or</div>
      {unavailable ? (
        <p className={styles.unavailable} role="status">
          Google sign-in is unavailable right now. Please try again later.
        </p>
      ) : (
        <div ref={slot} className={styles.slot} data-testid="google-sign-in" />
      )}
      <FormAlert title={failureTitle} message={failure} />
    </div>
  );
}
