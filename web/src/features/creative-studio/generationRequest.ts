import type { GenerationRequest } from '../../lib/graphql/gql/graphql';

/** The built-in upscaler's key. */
export const UPSCALER = 'upscaler';
/** SPEC §9: the model the studio starts with. */
export const DEFAULT_MODEL = 'kontext';
/** The upscaler's factors; 2× unless its settings say otherwise. */
export const UPSCALE_FACTORS = [2, 4] as const;
export type UpscaleFactor = (typeof UPSCALE_FACTORS)[number];
/** The most source images one task takes (the API's limit). */
export const MAX_SOURCE_IMAGES = 10;

/** What the studio's form holds when Generate is pressed. */
export interface StudioChoices {
  model: { key: string; styles: readonly { key: string }[]; settings: unknown };
  /** The chosen source images' urls, in the order they were chosen. */
  images: readonly string[];
  style: string;
  prompt: string;
  scale: UpscaleFactor;
}

/** The model as Generate weighs it: whether it runs here, and its name to say so. */
export interface ModelAvailability {
  label: string;
  available: boolean;
}

/**
 * SPEC §5: why Generate cannot run yet — a model that does not run here (its task would only
 * fail), no source image, or a model with styles and none chosen; undefined when it can.
 */
export function generateBlocker(
  choices: Pick<StudioChoices, 'images' | 'style'> & {
    model: StudioChoices['model'] & ModelAvailability;
  },
) {
  if (!choices.model.available) {
    return `${choices.model.label} is not available here: choose another model.`;
  }
  if (choices.images.length === 0) return 'Choose a source image first.';
  if (choices.model.styles.length > 0 && choices.style === '') return 'Choose a style first.';
  return undefined;
}

/** The upscaler's factor in its settings (2 when they name another). */
export function defaultScale(settings: unknown): UpscaleFactor {
  const scale =
    typeof settings === 'object' && settings !== null && 'scale' in settings
      ? settings.scale
      : undefined;
  return scale === 4 ? 4 : 2;
}

/**
 * What `createGenerationTask` is sent (SPEC §7.1): the upscale variant is prompt '', model
 * 'upscaler', the first chosen image and the chosen factor as `{scale}`; every other model gets
 * the prompt, the style, its settings as `input`, the first chosen image and all of them.
 */
export function generationRequest(choices: StudioChoices): GenerationRequest {
  const image = choices.images[0] ?? null;
  if (choices.model.key === UPSCALER) {
    return {
      prompt: '',
      model: UPSCALER,
      image,
      images: [...choices.images],
      input: { scale: choices.scale },
    };
  }
  return {
    prompt: choices.prompt.trim(),
    style: choices.model.styles.length > 0 ? choices.style : null,
    model: choices.model.key,
    input: choices.model.settings,
    image,
    images: [...choices.images],
  };
}

/** A model's settings as 'key: value' lines (the upscaler's factor has its own choice). */
export function settingsEntries(modelKey: string, settings: unknown): [string, string][] {
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) return [];
  return Object.entries(settings)
    .filter(([key]) => !(modelKey === UPSCALER && key === 'scale'))
    .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]);
}
