import { formatLocalDate } from '../../../lib/dates';
import type { ApiKeyInput } from '../../../lib/graphql/gql/graphql';
import type { FieldErrors } from '../../../lib/validation/formRules';

/** A new key's rate unless the admin asks for another (the API's default too). */
export const DEFAULT_PER_MINUTE = 600;
/** The highest rate a key may be given. */
const MAX_PER_MINUTE = 600_000;
/** The longest name the API keeps, in characters. */
const NAME_MAX_CHARS = 100;

/** The form's rules before it is sent: the API's own messages, which name the field first. */
export const API_KEY_MESSAGES = {
  name: "Name: say whose key it is (e.g. the integrator's company).",
  nameLength: `Name: at most ${NAME_MAX_CHARS} characters.`,
  perMinute: 'Requests per minute: a whole number from 1 to 600,000.',
  unexpected: 'An unexpected error occurred',
} as const;

/** The new key form's values, as typed. */
export interface ApiKeyValues {
  name: string;
  perMinute: string;
}

export type ApiKeyField = keyof ApiKeyValues;

/** A new key's form: no name yet, the default rate. */
export const NEW_API_KEY: ApiKeyValues = { name: '', perMinute: String(DEFAULT_PER_MINUTE) };

/** The rate typed, when it is a whole number of requests the API accepts. */
function parsePerMinute(text: string): number | undefined {
  const trimmed = text.trim().replace(/[,\s]/g, '');
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= 1 && value <= MAX_PER_MINUTE ? value : undefined;
}

/** What the API would refuse at once: a missing or overlong name, a rate out of range. */
export function validateApiKey(values: ApiKeyValues): FieldErrors<ApiKeyField> {
  const errors: FieldErrors<ApiKeyField> = {};
  const name = values.name.trim();
  if (name === '') errors.name = API_KEY_MESSAGES.name;
  else if (Array.from(name).length > NAME_MAX_CHARS) errors.name = API_KEY_MESSAGES.nameLength;
  if (parsePerMinute(values.perMinute) === undefined) errors.perMinute = API_KEY_MESSAGES.perMinute;
  return errors;
}

/** What the API is sent for a valid form. */
export function apiKeyInput(values: ApiKeyValues): ApiKeyInput {
  return {
    name: values.name.trim(),
    perMinute: parsePerMinute(values.perMinute) ?? DEFAULT_PER_MINUTE,
  };
}

/** The API's messages name the field first ('Name: …'): which form field each prefix is. */
const FIELD_PREFIXES: readonly [string, ApiKeyField][] = [
  ['Name', 'name'],
  ['Requests per minute', 'perMinute'],
];

/**
 * Where a failed create's message goes: on the field it names, as the API said it, or (any other
 * failure: a network error, a lost session) in a toast, or a generic text when there is none.
 */
export function apiKeySaveError(
  message: string | undefined,
): { field: ApiKeyField; message: string } | { toast: string } {
  const text = message?.trim() ?? '';
  const named = FIELD_PREFIXES.find(([prefix]) => text.startsWith(`${prefix}:`));
  if (named) return { field: named[1], message: text };
  return { toast: text || API_KEY_MESSAGES.unexpected };
}

/** A key's first characters as the list shows them: 'hpk_1a2B3c4D…'. */
export function prefixText(prefix: string): string {
  return `${prefix}…`;
}

/** A key's rate: '600 / min', '600,000 / min'. */
export function rateText(perMinute: number): string {
  return `${perMinute.toLocaleString('en-US')} / min`;
}

/** Whether a key still works, in words: 'Active', or 'Revoked on <date>'. */
export function statusText(key: { revokedAt: number | null }): string {
  return key.revokedAt === null ? 'Active' : `Revoked on ${formatLocalDate(key.revokedAt)}`;
}

/** Revoke's question: a revoked key cannot be brought back. */
export function revokeQuestion(name: string): string {
  return `Revoke the key “${name}”? Every request with it is refused from now on.`;
}

/** The header an integrator sends with every request. */
export function authorizationHeader(secret: string): string {
  return `Authorization: Bearer ${secret}`;
}
