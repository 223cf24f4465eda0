import type { FieldErrors } from '../../../lib/validation/formRules';

/** SPEC §8's directory messages; the API answers with the same texts. */
export const DIRECTORY_MESSAGES = {
  nameRequired: 'Please input directory name.',
  slugRequired: 'Please input directory slug.',
  slugTaken: 'Slug has already been taken.',
  slugFormat: "The slug may use lower-case letters, digits and '-' (at most 100).",
  unexpected: 'An unexpected error occurred',
} as const;

/** Most values the form edits at once (the API's limit); larger directories are browsed. */
export const MAX_EDITABLE_VALUES = 5000;

export interface DirectoryValues {
  name: string;
  slug: string;
}

export function validateDirectory(values: DirectoryValues): FieldErrors<keyof DirectoryValues> {
  const errors: FieldErrors<keyof DirectoryValues> = {};
  if (values.name.trim() === '') errors.name = DIRECTORY_MESSAGES.nameRequired;
  const slug = values.slug.trim();
  if (slug === '') errors.slug = DIRECTORY_MESSAGES.slugRequired;
  else if (!/^[a-z0-9-]{1,100}$/.test(slug)) errors.slug = DIRECTORY_MESSAGES.slugFormat;
  return errors;
}

/**
 * Where a failed save's message goes (SPEC §8): one that mentions the slug sits on the slug
 * field as 'Slug has already been taken.'; any other is the server's message, or a generic one.
 */
export function directorySaveError(
  message: string | undefined,
): { slug: string } | { toast: string } {
  if (message && /slug/i.test(message)) return { slug: DIRECTORY_MESSAGES.slugTaken };
  return { toast: message?.trim() ? message : DIRECTORY_MESSAGES.unexpected };
}

/** The directories whose values sit under a value of `slug`: the seeded places put a state's
 * counties, and a county's cities, in directories of their own; any other directory nests in
 * itself. */
export function childDirectorySlugs(slug: string): string[] {
  if (slug === 'us-states') return ['us-counties'];
  if (slug === 'us-counties') return ['us-cities'];
  return [slug];
}
