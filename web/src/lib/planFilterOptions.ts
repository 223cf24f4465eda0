/** SPEC §5: the bedroom choices; 0 is a studio and the highest one also matches more. */
export const BEDROOM_OPTIONS = [
  { value: 0, label: 'Studio' },
  { value: 1, label: '1' },
  { value: 2, label: '2' },
  { value: 3, label: '3' },
  { value: 4, label: '4' },
] as const;

/** SPEC §5: the bathroom choices; the highest one also matches more. */
export const BATHROOM_OPTIONS = [
  { value: 0, label: '0' },
  { value: 1, label: '1' },
  { value: 2, label: '2' },
] as const;

/** A square-foot band: min ≤ area < max; no max for the open-ended last band. */
export interface AreaBandOption {
  key: string;
  min: number;
  max: number | null;
}

/** SPEC §5: 0-200, 200-300 … 1100-1200 by 100, then the open-ended 1200+. */
export const AREA_BAND_OPTIONS: readonly AreaBandOption[] = [
  { key: '0-200', min: 0, max: 200 },
  ...Array.from({ length: 10 }, (_, index) => {
    const min = 200 + index * 100;
    return { key: `${min}-${min + 100}`, min, max: min + 100 };
  }),
  { key: '1200+', min: 1200, max: null },
];

/** SPEC §5: the plan types an admin filters by. */
export const PLAN_TYPE_OPTIONS = [
  { value: 'HOUSE', label: 'house' },
  { value: 'SHED', label: 'shed' },
] as const;
