import { describe, expect, it } from 'vitest';
import { childDirectorySlugs, directorySaveError, validateDirectory } from './directoryRules';

describe('validateDirectory', () => {
  it("answers SPEC's messages", () => {
    expect(validateDirectory({ name: ' ', slug: '' })).toEqual({
      name: 'Please input directory name.',
      slug: 'Please input directory slug.',
    });
    expect(validateDirectory({ name: 'Zones', slug: 'zones' })).toEqual({});
    expect(validateDirectory({ name: 'Zones', slug: 'Zones 1' })).toEqual({
      slug: "The slug may use lower-case letters, digits and '-' (at most 100).",
    });
  });
});

describe('directorySaveError', () => {
  it('puts a slug error on the slug field', () => {
    expect(directorySaveError('Slug has already been taken.')).toEqual({
      slug: 'Slug has already been taken.',
    });
    expect(directorySaveError('The slug may use lower-case letters')).toEqual({
      slug: 'Slug has already been taken.',
    });
  });

  it("shows any other message, or 'An unexpected error occurred'", () => {
    expect(directorySaveError('Please input value name.')).toEqual({
      toast: 'Please input value name.',
    });
    expect(directorySaveError(undefined)).toEqual({ toast: 'An unexpected error occurred' });
  });
});

describe('childDirectorySlugs', () => {
  it("finds a state's counties, and a county's cities, in their own directories", () => {
    expect(childDirectorySlugs('us-states')).toEqual(['us-counties']);
    expect(childDirectorySlugs('us-counties')).toEqual(['us-cities']);
    expect(childDirectorySlugs('zoning')).toEqual(['zoning']);
  });
});
