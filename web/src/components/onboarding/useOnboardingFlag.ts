import { useCallback, useEffect, useState } from 'react';
import {
  completeOnboarding,
  hasCompletedOnboarding,
  type OnboardingFlag,
} from '../../lib/onboarding/api/onboardingProgress';
import { useAppStore } from '../../stores/appStore';

/**
 * Whether an onboarding dialog should show, and how to dismiss it for good. It stays closed until
 * the flag is known, so a returning user never sees it flash; and when the flag cannot be read
 * (the API is down) it stays closed too: a missed tutorial is better than one that keeps coming
 * back. With `keptAcrossSignIn`, a dialog finished in this browser before signing in counts as
 * finished for the account too, and is recorded in its map session.
 */
export function useOnboardingFlag(
  flag: OnboardingFlag,
  { keptAcrossSignIn = false }: { keptAcrossSignIn?: boolean } = {},
): { open: boolean; known: boolean; dismiss: () => void } {
  const signedIn = useAppStore((s) => s.loggedIn);
  const [completed, setCompleted] = useState<boolean | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    const doneHere =
      signedIn && keptAcrossSignIn ? hasCompletedOnboarding(flag, false) : Promise.resolve(false);
    Promise.all([hasCompletedOnboarding(flag, signedIn, controller.signal), doneHere]).then(
      ([done, finishedInBrowser]) => {
        setCompleted(done || finishedInBrowser);
        if (!done && finishedInBrowser) completeOnboarding(flag, true).catch(() => undefined);
      },
      () => {
        if (!controller.signal.aborted) setCompleted(true);
      },
    );
    return () => controller.abort();
  }, [flag, signedIn, keptAcrossSignIn]);

  const dismiss = useCallback(() => {
    setCompleted(true);
    // Failing to record it only means the dialog shows once more on the next visit.
    completeOnboarding(flag, signedIn).catch(() => undefined);
  }, [flag, signedIn]);

  return { open: completed === false, known: completed !== undefined, dismiss };
}
