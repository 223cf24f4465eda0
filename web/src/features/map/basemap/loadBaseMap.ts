import { loadChunk } from '../../../components/loadChunk';

/**
 * The map library and the product's base map, loaded on demand: the map screen's address box,
 * notices and plan strip paint first, and the map's quarter megabyte of code follows. A failure
 * rejects with a `ChunkLoadError` (SPEC §8).
 */
export function loadBaseMap() {
  return loadChunk('baseMap', () => import('../../../components/map/baseMap'));
}
