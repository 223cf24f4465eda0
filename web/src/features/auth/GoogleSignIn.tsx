import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { loadGoogleIdentity } from '../../lib/auth/googleIdentity';
import type { SessionUser } from '../../lib/auth/session';
import { gqlRequest } from '../../lib/graphql/client';
import { useAppStore } from '../../stores/appStore';
import styles from './GoogleSignIn.module.css';
import { LOG_IN_WITH_GOOGLE } from './accountOperations';

// Google renders its button at a fixed pixel width between these bounds.
const MIN_BUTTON_WIDTH = 200;
const MAX_BUTTON_WIDTH = 400;

/**
 * Google's sign-in button, shown only when the deployment configured a client id. Google hands
 * back an ID token, which the API verifies before it signs the person in (or creates the account).
 */
export function GoogleSignIn({
  purpose,
  failureText,
  onSignedIn,
}: {
  purpose: 'signin' | 'signup';
  /** SPEC §8: 'Google authentication failed' on /login, 'Registration failed' on /register. */
  failureText: string;
  onSignedIn: (user: SessionUser) => void;
}) {
  const clientId = useAppStore((s) => s.config.googleClientId);
  const showToast = useAppStore((s) => s.showToast);
  const slot = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);

  const signIn = useEffectEvent((credential: string | undefined) => {
    if (!credential) {
      showToast('error', failureText);
      return;
    }
    gqlRequest(LOG_IN_WITH_GOOGLE, { code: null, idToken: credential }).then(
      (data) => onSignedIn(data.logInWithGoogle),
      () => showToast('error', failureText),
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
    </div>
  );
}
