import { createServer } from 'node:http';
import { listenUntilStopped, geocoderPort } from './server';

/** The one address the stand-in knows; every search except 'nowhere' finds it. */
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
 * Playwright global setup: a tiny server speaking Nominatim's `/search?format=jsonv2` for the API
 * under test, which is started with `--geocoder-url` pointing here. Returns the teardown.
 */
export default function startGeocoderStandIn(): Promise<() => Promise<void>> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${geocoderPort}`);
    const query = url.searchParams.get('q') ?? '';
    const found = url.pathname === '/search' && !/nowhere/i.test(query) ? [STAND_IN_ADDRESS] : [];
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(found));
  });
  return listenUntilStopped(server, geocoderPort);
}
