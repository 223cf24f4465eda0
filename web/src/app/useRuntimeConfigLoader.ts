import { useEffect } from 'react';
import { fetchRuntimeConfig } from '../lib/config/runtimeConfig';
import { useAppStore } from '../stores/appStore';

/** Fetches `/api/config` once at start; on failure the defaults stay and the app goes on. */
export function useRuntimeConfigLoader() {
  const configLoaded = useAppStore((s) => s.configLoaded);
  const configFailed = useAppStore((s) => s.configFailed);

  useEffect(() => {
    const controller = new AbortController();
    fetchRuntimeConfig(controller.signal).then(configLoaded, () => {
      if (!controller.signal.aborted) configFailed();
    });
    return () => controller.abort();
  }, [configLoaded, configFailed]);
}
