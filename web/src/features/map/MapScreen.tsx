import { Spinner } from '../../components/Spinner';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { useAppStore } from '../../stores/appStore';
import styles from './MapScreen.module.css';
import { MapWorkspace } from './MapWorkspace';

/** "/": the map with the plan strip. The map waits for the runtime config (its imagery URL). */
export function MapScreen() {
  useDocumentMeta('Map');
  const configReady = useAppStore((s) => s.configReady);
  const config = useAppStore((s) => s.config);
  if (!configReady) {
    return (
      <div className={styles.loading}>
        <Spinner label="Loading map" />
      </div>
    );
  }
  return <MapWorkspace config={config} />;
}
