import type { Map as MapLibreMap } from 'maplibre-gl';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { gqlRequest } from '../../../lib/graphql/client';
import { useAppStore } from '../../../stores/appStore';
import { useMapStoreApi } from '../mapStore';
import type { PlanOverlay } from '../overlay/planOverlay';
import { selectReport } from '../placement/placementSlice';
import { fitInput, keepPendingPlacement, type SavedMapState } from '../session/mapState';
import { sameSavedState, selectMapData, selectSavedState } from '../session/selectMapData';
import { MAP_RESULT_CREATE } from './mapResultOperations';

export interface SavePlacement {
  saving: boolean;
  save: () => void;
  /** Saves (once) and opens the plan page for this map result. */
  estimate: () => void;
}

/**
 * Saving the placed plan as the map has it when the button is pressed. Signed-in users save at
 * once, with a snapshot of the map and the plan on it (the map is created with
 * `preserveDrawingBuffer`, so its canvas can be read). Visitors are sent to sign in; their
 * placement waits in this tab's session storage and the map puts it back afterwards.
 */
export function useSavePlacement(): SavePlacement {
  const store = useMapStoreApi();
  const loggedIn = useAppStore((s) => s.loggedIn);
  const showToast = useAppStore((s) => s.showToast);
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<{ state: SavedMapState; id: string }>();

  const save = async (): Promise<string | undefined> => {
    const current = store.getState();
    const { map, overlay } = current;
    const state = selectSavedState(current);
    const report = selectReport(current);
    if (!map || !state || !report) return undefined;
    if (!loggedIn) {
      keepPendingPlacement(selectMapData(current));
      showToast('info', 'Sign in to save your plan; your placement is kept.');
      void navigate('/login', { state: { from: { pathname: '/' } } });
      return undefined;
    }
    if (saved && sameSavedState(saved.state, state)) return saved.id;
    setSaving(true);
    try {
      const { lng, lat } = map.getCenter();
      const result = await gqlRequest(MAP_RESULT_CREATE, {
        input: {
          planId: state.planId,
          address: state.address,
          map: { ...state, center: [lng, lat], zoom: map.getZoom() },
          fit: fitInput(report, state.lot),
          snapshotPng: snapshot(map, overlay),
        },
      });
      const id = result.mapResultCreate.id;
      setSaved({ state, id });
      showToast('success', 'Saved to My Plans');
      return id;
    } catch (error) {
      showToast('error', error instanceof Error ? error.message : 'Oops, something went wrong');
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  return {
    saving,
    save: () => void save(),
    estimate: () => {
      const planId = selectSavedState(store.getState())?.planId;
      void save().then((id) => {
        if (id && planId) void navigate(`/plan/${planId}/${id}`);
      });
    },
  };
}

/** The map as the user sees it, the plan included, as a PNG data URL. */
function snapshot(map: MapLibreMap, overlay: PlanOverlay | undefined): string {
  const mapCanvas = map.getCanvas();
  const canvas = document.createElement('canvas');
  canvas.width = mapCanvas.width;
  canvas.height = mapCanvas.height;
  const context = canvas.getContext('2d');
  if (!context) return mapCanvas.toDataURL('image/png');
  context.drawImage(mapCanvas, 0, 0);
  overlay?.paintOnto(context, mapCanvas.width / (mapCanvas.clientWidth || mapCanvas.width));
  return canvas.toDataURL('image/png');
}
