import { saveFile } from '../../../components/upload/downloadImage';
import { useAppStore } from '../../../stores/appStore';
import { useDrawCurrentSitePlan } from '../api/sitePlanApi';
import { selectSavedState } from '../session/selectMapData';
import { useMapStoreApi } from '../store/mapStore';
import { savedMapInput } from './savedMapInput';

export interface SitePlanDownload {
  /** A site plan is being drawn: the button waits for it. */
  downloading: boolean;
  download: () => void;
}

/**
 * Downloading a to-scale site plan (PDF) of the placement as the map has it when the button is
 * pressed, unsaved: the API draws it from the same map Save would store. A refusal is told in a
 * toast with the API's reason, as a failed save is.
 */
export function useSitePlanDownload(): SitePlanDownload {
  const store = useMapStoreApi();
  const showToast = useAppStore((s) => s.showToast);
  const { mutate, isPending } = useDrawCurrentSitePlan();
  return {
    downloading: isPending,
    download: () => {
      const current = store.getState();
      const state = selectSavedState(current);
      if (!current.map || !state) return;
      mutate(
        {
          planId: state.planId,
          address: state.address,
          map: savedMapInput(state, current.map, current.ownView),
        },
        { onSuccess: saveFile, onError: (error) => showToast('error', error.message) },
      );
    },
  };
}
