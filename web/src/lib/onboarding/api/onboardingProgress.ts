import { gqlRequest } from '../../graphql/client';
import { graphql } from '../../graphql/gql';

/** The two onboarding dialogs (SPEC §2.6), by the map session flag that records each one. */
export type OnboardingFlag = 'hasCompletedOnboarding' | 'hasCompletedOnboardingPlanView';

export const MAP_SESSION_FLAGS = graphql(`
  query GetMapSession {
    mapSession {
      id
      hasCompletedOnboarding
      hasCompletedOnboardingPlanView
    }
  }
`);

export const MAP_SESSION_FLAGS_UPDATE = graphql(`
  mutation MapSessionUpdate($input: MapSessionUpdate!) {
    mapSessionUpdate(input: $input) {
      id
      hasCompletedOnboarding
      hasCompletedOnboardingPlanView
    }
  }
`);

// A visitor has no map session; their browser remembers the dialogs they dismissed instead.
const STORAGE_KEY: Record<OnboardingFlag, string> = {
  hasCompletedOnboarding: 'homeplot.onboarding.mapTool',
  hasCompletedOnboardingPlanView: 'homeplot.onboarding.planView',
};

function readLocal(flag: OnboardingFlag): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY[flag]) === 'done';
  } catch {
    // Storage can be switched off (private modes, policies): the dialog then shows each visit.
    return false;
  }
}

function writeLocal(flag: OnboardingFlag) {
  try {
    window.localStorage.setItem(STORAGE_KEY[flag], 'done');
  } catch {
    // As above: nothing to remember it in, and nothing else to do about it.
  }
}

/** Whether this person has dismissed the dialog: from their map session, or this browser. */
export async function hasCompletedOnboarding(
  flag: OnboardingFlag,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<boolean> {
  if (!signedIn) return readLocal(flag);
  const data = await gqlRequest(MAP_SESSION_FLAGS, {}, signal);
  return data.mapSession?.[flag] ?? false;
}

/** Records that the dialog was dismissed, so it does not show again. */
export async function completeOnboarding(flag: OnboardingFlag, signedIn: boolean): Promise<void> {
  if (!signedIn) {
    writeLocal(flag);
    return;
  }
  await gqlRequest(MAP_SESSION_FLAGS_UPDATE, { input: { [flag]: true } });
}
