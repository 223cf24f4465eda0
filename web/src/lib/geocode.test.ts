import { describe, expect, it } from 'vitest';
import { GEOCODE_FALLBACK_MESSAGE, GeocodeError, geocodeOutcome } from './geocode';

const AUSTIN = {
  label: '1100 Congress Avenue, Austin',
  lon: -97.74,
  lat: 30.27,
  city: 'Austin',
  county: 'Travis County',
  state: 'TX',
  postcode: '78701',
};

describe('geocodeOutcome', () => {
  it('returns the addresses found', () => {
    expect(geocodeOutcome(200, [AUSTIN])).toEqual([AUSTIN]);
    expect(geocodeOutcome(200, [])).toEqual([]);
  });

  it("shows the API's own message when the geocoder is down", () => {
    expect(() => geocodeOutcome(503, { message: 'The geocoder is unavailable' })).toThrow(
      new GeocodeError('The geocoder is unavailable'),
    );
  });

  it('falls back to a message of its own when the answer has none', () => {
    expect(() => geocodeOutcome(502, undefined)).toThrow(GEOCODE_FALLBACK_MESSAGE);
    expect(() => geocodeOutcome(200, { unexpected: true })).toThrow(GEOCODE_FALLBACK_MESSAGE);
  });
});
