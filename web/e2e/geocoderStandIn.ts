import { createServer } from 'node:http';
import { listenUntilStopped, geocoderPort } from './server';

/** The address the stand-in finds for every search but 'nowhere' and one in Pleasanton. */
export const STAND_IN_ADDRESS = {
  display_name: '1100 Congress Avenue, Austin, Travis County, Texas, 78701, United States',
  lat: '30.2747',
  lon: '-97.7404',
  address: {
    city: 'Austin',
    county: 'Travis County',
    'ISO3166-2-lvl4': 'US-TX',
    postcode: '78701',
  },
};

/**
 * A made-up address in Pleasanton, CA (example coordinates near the city's centre): a city whose
 * published ADU standards are seeded as example local rules, under California's statewide ones.
 */
export const PLEASANTON_ADDRESS = {
  display_name: '4 Example Court, Pleasanton, Alameda County, California, 94566, United States',
  lat: '37.6624',
  lon: '-121.8747',
  address: {
    city: 'Pleasanton',
    county: 'Alameda County',
    'ISO3166-2-lvl4': 'US-CA',
    postcode: '94566',
  },
};

/**
 * Playwright global setup: a tiny server speaking Nominatim's `/search?format=jsonv2` for the API
 * under test, which is started with `--geocoder-url` pointing here. Returns the teardown.
 */
export default function startGeocoderStandIn(): Promise<() => Promise<void>> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${geocoderPort}`);
    const query = url.searchParams.get('q') ?? '';
    const known = /pleasanton/i.test(query) ? PLEASANTON_ADDRESS : STAND_IN_ADDRESS;
    const found = url.pathname === '/search' && !/nowhere/i.test(query) ? [known] : [];
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(found));
  });
  return listenUntilStopped(server, geocoderPort);
}
