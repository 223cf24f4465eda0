import { lazy, Suspense, useEffect } from 'react';
import { lazyComponent, useLoadedComponent } from '../../components/lazyComponent';
import { loadChunk } from '../../components/loadChunk';
import { afterPaint } from '../../lib/afterPaint';
import { useOnboardingFlag } from '../../components/onboarding/useOnboardingFlag';
import { Spinner } from '../../components/Spinner';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { useAppStore } from '../../stores/appStore';
import styles from './MapScreen.module.css';
import { loadBaseMap } from './basemap/loadBaseMap';
import { useRestoredMap } from './session/useRestoredMap';

// The map's workspace (its address box, notices, panels and strip) loads while the restored map
// is already on its way, and behind the onboarding dialog when there is one (see MapScreen
// below); the map library itself, most of this screen's code, follows once the workspace is on
// screen (see `loadBaseMap`), or behind the dialog too.
const MapWorkspace = lazyComponent('MapWorkspace', () => import('./MapWorkspace'));
const MapToolOnboarding = lazy(() =>
  loadChunk('MapToolOnboarding', () => import('./onboarding/MapToolOnboarding')).then((m) => ({
    default: m.MapToolOnboarding,
  })),
);

function MapLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Loading map" />
    </div>
  );
}

/**
 * "/": the map screen of whoever is signed in. Mounted afresh when someone signs in or out: the
 * map, its store and what it writes belong to one person, and the next one (a visitor on a shared
 * phone after a sign-out) starts from their own stored map, never from what was on the screen.
 */
export function MapScreen() {
  const person = useAppStore((s) => s.user?.id ?? 'visitor');
  return <PersonalMapScreen key={person} />;
}

/**
 * The map with the plan strip. The map waits for the runtime config (its imagery URL) and
 * for the map as the user left it, so it opens on their lot rather than jumping there. The
 * 'Map Tool' dialog shows until completed, without waiting for the map; a first-time visitor
 * reads it first, so the map's megabyte of code starts loading once the dialog is on screen
 * rather than competing with it on a slow connection, and the map is built when the dialog
 * closes: its WebGL set-up and first frames would otherwise block the dialog's own taps on a
 * phone, to draw a map that the dialog covers.
 */
function PersonalMapScreen() {
  useDocumentMeta('Map');
  const configReady = useAppStore((s) => s.configReady);
  const config = useAppStore((s) => s.config);
  const restored = useRestoredMap();
  // A visitor who saves is sent through sign-in and back to the map; a tutorial they already
  // finished must not stand between them and their kept placement.
  const onboarding = useOnboardingFlag('hasCompletedOnboarding', { keptAcrossSignIn: true });
  const mapMayLoad = onboarding.known && !onboarding.open;
  // The workspace's code is fetched while the config and the restored map are still on their
  // way, not after them: a returning visitor's map screen is two round trips sooner. The
  // spinner stays until it is here rather than the workspace suspending: React would hold its
  // reveal back 300 ms (see `lazyComponent`).
  const workspaceHere = useLoadedComponent(MapWorkspace, mapMayLoad);
  return (
    <>
      {configReady && restored.ready && mapMayLoad && workspaceHere ? (
        <Suspense fallback={<MapLoading />}>
          <MapWorkspace
            config={config}
            restored={restored.data}
            lastViewed={restored.lastViewed}
            carried={restored.carried}
          />
        </Suspense>
      ) : (
        <MapLoading />
      )}
      {onboarding.open ? (
        <Suspense fallback={null}>
          <MapToolOnboarding onDone={onboarding.dismiss} />
          <AfterPaint onPainted={preloadMapWorkspace} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The map's code, fetched and run ahead of the map (a failure shows when the map mounts). */
function preloadMapWorkspace() {
  MapWorkspace.preload()
    .then(loadBaseMap)
    .catch(() => undefined);
}

/** Calls `onPainted()` once the content rendered beside it has been painted. */
function AfterPaint({ onPainted }: { onPainted: () => void }) {
  useEffect(() => afterPaint(onPainted).cancel, [onPainted]);
  return null;
}
