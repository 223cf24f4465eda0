import type { StateCreator } from 'zustand';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '../lib/config/runtimeConfig';

/** The runtime config: defaults until `/api/config` answers, and for good if it fails. */
export interface ConfigSlice {
  config: RuntimeConfig;
  /** True once the config request settled, so the map is created with the deployment's imagery. */
  configReady: boolean;
  configLoaded: (config: RuntimeConfig) => void;
  configFailed: () => void;
}

export const createConfigSlice: StateCreator<ConfigSlice, [], [], ConfigSlice> = (set) => ({
  config: DEFAULT_RUNTIME_CONFIG,
  configReady: false,
  configLoaded: (config) => set({ config, configReady: true }),
  configFailed: () => set({ config: DEFAULT_RUNTIME_CONFIG, configReady: true }),
});
