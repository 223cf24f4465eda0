import startGeocoderStandIn from './geocoderStandIn';
import startPredictionsStandIn from './predictionsStandIn';

/**
 * Playwright global setup: no internet in the tests, so the API under test geocodes through a
 * stand-in for Nominatim and runs hosted models on a stand-in for a predictions service.
 * Returns the teardown of both.
 */
export default async function startStandIns(): Promise<() => Promise<void>> {
  const stops = await Promise.all([startGeocoderStandIn(), startPredictionsStandIn()]);
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
