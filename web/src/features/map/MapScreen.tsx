import { lazy, Suspense } from 'react';
import { useOnboardingFlag } from '../../components/onboarding/useOnboardingFlag';
import { Spinner } from '../../components/Spinner';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { useAppStore } from '../../stores/appStore';
import styles from './MapScreen.module.css';
import { useRestoredMap } from './useRestoredMap';

// The map library is most of this screen's code: it loads while the restored map and the
// onboarding dialog are already on their way, not before them.
const MapWorkspace = lazy(() =>
  import('./MapWorkspace').then((m) => ({ default: m.MapWorkspace })),
);
const MapToolOnboarding = lazy(() =>
  import('./MapToolOnboarding').then((m) => ({ default: m.MapToolOnboarding })),
);

function MapLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Loading map" />
    </div>
  );
}

/**
 * "/": the map with the plan strip. The map waits for the runtime config (its imagery URL) and
 * for the map as the user left it, so it opens on their lot rather than jumping there. The
 * 'Map Tool' dialog shows until completed, without waiting for the map.
 */
export function MapScreen() {
  useDocumentMeta('Map');
  const configReady = useAppStore((s) => s.configReady);
  const config = useAppStore((s) => s.config);
  const restored = useRestoredMap();
  // A visitor who saves is sent through sign-in and back to the map; a tutorial they already
  // finished must not stand between them and their kept placement.
  const onboarding = useOnboardingFlag('hasCompletedOnboarding', { keptAcrossSignIn: true });
  return (
    <>
      {configReady && restored.ready ? (
        <Suspense fallback={<MapLoading />}>
          <MapWorkspace config={config} restored={restored.data} lastViewed={restored.lastViewed} />
        </Suspense>
      ) : (
        <MapLoading />
      )}
      {onboarding.open ? (
        <Suspense fallback={null}>
          <MapToolOnboarding onDone={onboarding.dismiss} />
        </Suspense>
      ) : null}
    </>
  );
}
