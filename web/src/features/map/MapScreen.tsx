import { Spinner } from '../../components/Spinner';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { useAppStore } from '../../stores/appStore';
import styles from './MapScreen.module.css';
import { MapWorkspace } from './MapWorkspace';
import { useRestoredMap } from './useRestoredMap';

/**
 * "/": the map with the plan strip. The map waits for the runtime config (its imagery URL) and
 * for the map as the user left it, so it opens on their lot rather than jumping there.
 */
export function MapScreen() {
  useDocumentMeta('Map');
  const configReady = useAppStore((s) => s.configReady);
  const config = useAppStore((s) => s.config);
  const restored = useRestoredMap();
  if (!configReady || !restored.ready) {
    return (
      <div className={styles.loading}>
        <Spinner label="Loading map" />
      </div>
    );
  }
  return <MapWorkspace config={config} restored={restored.data} lastViewed={restored.lastViewed} />;
}
