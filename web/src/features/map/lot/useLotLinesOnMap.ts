import { useEffect, useMemo } from 'react';
import { useMapStore, type MapState } from '../store/mapStore';
import { lineStates } from '../model/fitView';
import { selectReport } from '../store/placementSlice';
import { lotLines } from '../model/lotLines';
import { markBrokenLines, setLotLines } from './lotLinesLayer';
import { useLotLineLabels } from './useLotLineLabels';

/**
 * What the fit panel speaks of, on the map: every setback as a dashed line inside the lot, every
 * lot line numbered as the panels number it with its kind and length (a tap on it opens the
 * choice of its kind), and the lines the fit check finds broken in red. The lines are rebuilt only when the lot changes; a drag of the plan changes at
 * most which lines are broken, and touches the map only when that changes.
 */
export function useLotLinesOnMap(): void {
  const map = useMapStore((s) => s.map);
  const styleEpoch = useMapStore((s) => s.styleEpoch);
  const lot = useMapStore((s) => s.lot);
  const openLineKindChooser = useMapStore((s) => s.openLineKindChooser);
  const brokenKey = useMapStore(selectBrokenLinesKey);
  const lines = useMemo(() => (lot ? lotLines(lot) : []), [lot]);
  const broken = useMemo(
    () => (brokenKey === '' ? [] : brokenKey.split(',').map(Number)),
    [brokenKey],
  );

  useEffect(() => {
    if (map) setLotLines(map, lines);
  }, [map, lines, styleEpoch]);

  useEffect(() => {
    if (map) markBrokenLines(map, broken);
  }, [map, broken, styleEpoch]);

  useLotLineLabels(map, lines, broken, openLineKindChooser);
}

/**
 * The lot lines the latest fit check of the placed plan finds broken, as the fit panel lists them
 * (those a plan outside the lot lies beyond included), as a string ("2" or "0,2"), so that a
 * check that breaks the same lines as the one before renders nothing new.
 */
function selectBrokenLinesKey(state: MapState): string {
  const report = selectReport(state);
  if (!report || !state.lot) return '';
  return lineStates(report, state.lot)
    .flatMap((status, edge) => (status === 'violated' ? [edge] : []))
    .join(',');
}
