import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

// maplibre-gl 6 loads its tile worker from a separate module; in a bundled app it cannot find it
// on its own, and without this every source fails with "Worker failed to load".
setWorkerUrl(workerUrl);
