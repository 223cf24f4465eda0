import { useMutation, useQuery } from '@tanstack/react-query';
import type { LonLat } from '../../../geometry/ring';
import { getJson, postForm } from '../../../lib/restClient';
import { lotFileKeys } from './keys';

/** A coordinate system a lot file may be drawn in (`GET /api/lots/coordinate-systems`). */
export interface CoordinateSystem {
  /** E.g. `EPSG:2277`. */
  code: string;
  name: string;
}

/** The lot a file holds, as the API read it (`POST /api/lots/from-file`). */
export interface LotFromFile {
  format: string;
  corners: LonLat[];
  areaSqFt: number;
  coordinateSystem: CoordinateSystem;
  outlines: number;
}

/** The lot the map previews: what a file holds, and which file it was. */
export interface LotPreview extends LotFromFile {
  fileName: string;
}

/** What the file picker offers: the formats the API reads. */
export const LOT_FILE_TYPES = '.geojson,.json,.kml,.dxf';

/** Whether a file called `name` is a drawing (DXF), which never says what it was drawn in. */
export function isDrawing(name: string): boolean {
  return name.toLowerCase().endsWith('.dxf');
}

/**
 * Has the API read the lot in `file`, drawn in `coordinateSystem` (a code, e.g. `EPSG:2277`;
 * empty for what the file says). Rejects with the API's reason: no closed outline, one that
 * crosses itself, an unknown coordinate system…
 */
export async function readLotFile(file: File, coordinateSystem: string): Promise<LotPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (coordinateSystem) form.append('coordinateSystem', coordinateSystem);
  const lot = await postForm<LotFromFile>('/api/lots/from-file', form);
  return { ...lot, fileName: file.name };
}

/** Reads a lot file; nothing is stored, so nothing to invalidate. */
export function useReadLotFile() {
  return useMutation({
    mutationFn: ({ file, coordinateSystem }: { file: File; coordinateSystem: string }) =>
      readLotFile(file, coordinateSystem),
  });
}

/** The coordinate systems a person may choose for a file that names none, once asked for. */
export function useCoordinateSystems(enabled: boolean) {
  return useQuery({
    queryKey: lotFileKeys.coordinateSystems(),
    queryFn: ({ signal }) => getJson<CoordinateSystem[]>('/api/lots/coordinate-systems', signal),
    // The list is the API's own, fixed until a deploy.
    staleTime: Infinity,
    enabled,
  });
}
