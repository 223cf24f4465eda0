import type { Map as MapLibreMap } from 'maplibre-gl';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../../stores/appStore';
import { useSaveMapResult } from '../api/mapResultApi';
import { useMapStoreApi } from '../store/mapStore';
import type { PlanOverlay } from '../overlay/planOverlay';
import { selectReport } from '../store/placementSlice';
import { carryIntoAccount } from '../session/carriedMap';
import { fitInput } from '../model/mapState';
import { sameSavedState, selectMapData, selectSavedState } from '../session/selectMapData';
import { focusOnArrival } from './focusOnArrival';
import { savedMapInput } from './savedMapInput';
import { selectUnchangedResult, selectUpdatableResult } from '../store/saveSlice';

/** The login form's first field, where a visitor sent to sign in goes on typing. */
const LOGIN_FIRST_FIELD = 'main form input[type="email"]';

export interface SavePlacement {
  saving: boolean;
  /**
   * Saves: over the saved plan this map was saved as (at this address), else as a new one.
   * `byKeyboard`: pressed from the keyboard, which a visitor sent to sign in finds in the form.
   */
  save: (byKeyboard?: boolean) => void;
  /** Saves a new copy, leaving the saved plan as it was. */
  saveAsNew: () => void;
  /**
   * Opens the plan page for this placement without saving anything: the saved plan when the
   * map is as it was saved, else the plan priced at this address.
   */
  estimate: () => void;
}

/**
 * Saving the placed plan as the map has it when the button is pressed. Signed-in users save at
 * once, with a snapshot of the map and the plan on it (the map is created with
 * `preserveDrawingBuffer`, so its canvas can be read); a second Save updates the first saved
 * plan instead of filling My Plans with copies. Visitors are sent to sign in; their placement
 * waits in this browser (see carriedMap) and the map puts it back once they are signed in.
 */
export function useSavePlacement(): SavePlacement {
  const store = useMapStoreApi();
  const loggedIn = useAppStore((s) => s.loggedIn);
  const showToast = useAppStore((s) => s.showToast);
  const navigate = useNavigate();
  const { mutateAsync: saveResult, isPending: saving } = useSaveMapResult();

  const save = async (asNew: boolean, byKeyboard = false): Promise<void> => {
    const current = store.getState();
    const { map, overlay } = current;
    const state = selectSavedState(current);
    const report = selectReport(current);
    if (!map || !state || !report) return;
    if (!loggedIn) {
      carryIntoAccount(selectMapData(current));
      showToast('info', 'Sign in to save your plan; your placement is kept.');
      // A pointer's user is not handed a field: a phone would cover the form with its keyboard.
      if (byKeyboard) focusOnArrival(LOGIN_FIRST_FIELD);
      void navigate('/login', { state: { from: { pathname: '/' } } });
      return;
    }
    try {
      const input = {
        planId: state.planId,
        address: state.address,
        map: savedMapInput(state, map, current.ownView),
        fit: fitInput(report),
        snapshotPng: snapshot(map, overlay),
      };
      const over = asNew ? undefined : selectUpdatableResult(current);
      const savedId = await saveResult({ over, input });
      // Moved while the save was on its way: what was saved is not what the map shows now.
      const now = selectSavedState(store.getState());
      const unchanged = now !== undefined && sameSavedState(state, now);
      store.getState().saved({ id: savedId, address: state.address, unchanged });
      showToast('success', asNew ? 'Saved as a new plan in My Plans' : 'Saved to My Plans');
    } catch (error) {
      showToast('error', error instanceof Error ? error.message : 'Oops, something went wrong');
    }
  };

  return {
    saving,
    save: (byKeyboard) => void save(false, byKeyboard),
    saveAsNew: () => void save(true),
    estimate: () => {
      const current = store.getState();
      const state = selectSavedState(current);
      if (!state) return;
      const savedId = selectUnchangedResult(current);
      if (savedId) {
        void navigate(`/plan/${state.planId}/${savedId}`);
        return;
      }
      const at = state.address.trim();
      void navigate(`/plan/${state.planId}${at ? `?${new URLSearchParams({ address: at })}` : ''}`);
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
