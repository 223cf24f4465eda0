/** A slider of the dialog: its range, step and default (SPEC §5). */
export interface Control {
  min: number;
  max: number;
  step: number;
  initial: number;
}

/** SPEC §5's flux exterior controls. */
export const EXTERIOR_CONTROLS = {
  steps: { min: 20, max: 50, step: 1, initial: 28 },
  guidance: { min: 1, max: 10, step: 0.1, initial: 3.5 },
  control_scale: { min: 0, max: 1, step: 0.01, initial: 0.6 },
  control_guidance_start: { min: 0, max: 1, step: 0.01, initial: 0 },
  control_guidance_end: { min: 0, max: 1, step: 0.01, initial: 0.6 },
} as const satisfies Record<string, Control>;

export type SliderSetting = keyof typeof EXTERIOR_CONTROLS;

/** SPEC §5: the control type, Depth (2) by default or Canny (0). */
export const CONTROL_TYPES = [
  { value: 2, label: 'Depth' },
  { value: 0, label: 'Canny' },
] as const;

/** SPEC §9: every style of the dialog, and whether it starts checked. */
export const EXTERIOR_STYLES = [
  { key: 'blue_wood', checked: true },
  { key: 'white_painted', checked: true },
  { key: 'white_wood', checked: true },
  { key: 'green_wood', checked: true },
  { key: 'combined_white_wood', checked: true },
  { key: 'yellow_wood', checked: true },
  { key: 'hip_roof', checked: true },
  { key: 'gable_roof', checked: false },
  { key: 'flat_roof', checked: false },
  { key: 'has_garage', checked: false },
] as const;

/** 'combined_white_wood' → 'Combined white wood'. */
export function styleLabel(key: string): string {
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The settings the API takes, under the names it takes them. */
export interface ExteriorSettings {
  steps: number;
  control_scale: number;
  control_type: number;
  guidance: number;
  control_guidance_start: number;
  control_guidance_end: number;
}

/** The dialog's settings before anything is moved. */
export function defaultSettings(): ExteriorSettings {
  return {
    steps: EXTERIOR_CONTROLS.steps.initial,
    control_scale: EXTERIOR_CONTROLS.control_scale.initial,
    control_type: CONTROL_TYPES[0].value,
    guidance: EXTERIOR_CONTROLS.guidance.initial,
    control_guidance_start: EXTERIOR_CONTROLS.control_guidance_start.initial,
    control_guidance_end: EXTERIOR_CONTROLS.control_guidance_end.initial,
  };
}

/** The styles checked before anything is clicked. */
export function defaultStyles(): string[] {
  return EXTERIOR_STYLES.filter((style) => style.checked).map((style) => style.key);
}

/** One rendering of a generation: its images, and the styles and prompt it was made with. */
export interface FluxResult {
  images: string[];
  styles: string[];
  prompt: string;
}

/** What the list reads of a generation's `data` ({settings, results, error?}). */
export interface FluxData {
  results: FluxResult[];
  error: string | undefined;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A generation's `data`, read defensively: it is free-form JSON. */
export function readFluxData(data: unknown): FluxData {
  const record = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const fields = record(data);
  const results = Array.isArray(fields.results) ? fields.results : [];
  return {
    results: results.map((result) => {
      const item = record(result);
      return {
        images: strings(item.images),
        styles: strings(item.styles),
        prompt: typeof item.prompt === 'string' ? item.prompt : '',
      };
    }),
    error: typeof fields.error === 'string' && fields.error ? fields.error : undefined,
  };
}

/** SPEC §4: a generation is done, failed (the API's word), or else counted as pending. */
export function fluxStatus(status: string): 'done' | 'failure' | 'pending' {
  return status === 'done' || status === 'failure' ? status : 'pending';
}
