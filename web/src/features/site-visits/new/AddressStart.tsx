import { lazy, Suspense, useId } from 'react';
import buttons from '../../../components/buttons.module.css';
import fieldStyles from '../../../components/form/Field.module.css';
import { FALLBACK_CENTER } from '../../../components/map/baseMap';
import { Spinner } from '../../../components/Spinner';
import shared from '../visit/siteVisits.module.css';
import type { AddressSearch } from './useAddressSearch';

// The map library loads only when the property has to be placed by hand.
const VisitMap = lazy(() => import('../map/VisitMap'));

/** How a property placed by hand is marked on the map. */
const PLACED_COLORS = { point: '#a84b27', line: '#a84b27', fill: 'none' };

/** The property's address: typed, found, and chosen among the addresses found (or placed by hand). */
export function AddressStart({ address }: { address: AddressSearch }) {
  const id = useId();
  const { query, setQuery, search, find } = address;
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        Address
      </label>
      <div className={shared.actions}>
        <input
          id={id}
          className={fieldStyles.input}
          type="search"
          value={query}
          autoComplete="street-address"
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void find();
            }
          }}
        />
        <button type="button" className={buttons.secondary} onClick={() => void find()}>
          Find
        </button>
      </div>
      {search.state === 'searching' ? <Spinner label="Finding the address" /> : null}
      {search.state === 'failed' ? (
        <PlaceByHand address={address} message={search.message} />
      ) : null}
      {search.state === 'found' && search.results.length === 0 ? (
        <p className={shared.muted}>No address found. Try the street and the city.</p>
      ) : null}
      {search.state === 'found' && search.results.length > 0 ? (
        <ul className={shared.results} aria-label="Addresses found">
          {search.results.map((result) => (
            <li key={`${result.lon},${result.lat}`}>
              <label className={shared.result}>
                <input
                  type="radio"
                  name="address"
                  checked={address.chosen === result}
                  onChange={() => address.setChosen(result)}
                />
                {result.label}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The search's failure, and a map to tap where the property is instead. */
function PlaceByHand({ address, message }: { address: AddressSearch; message: string }) {
  const { tapped, setTapped } = address;
  return (
    <>
      <p role="alert" className={shared.warning}>
        {message}
      </p>
      <span className={shared.muted}>
        {tapped ? 'Placed on the map. Tap again to move it.' : 'Tap the map where the property is.'}
      </span>
      <Suspense fallback={<Spinner label="Loading the map" />}>
        <VisitMap
          label="Map to place the property"
          lot={[]}
          center={null}
          opening={FALLBACK_CENTER}
          answers={tapped ? [{ mapType: 'single', points: [tapped], colors: PLACED_COLORS }] : []}
          onTap={setTapped}
        />
      </Suspense>
    </>
  );
}
