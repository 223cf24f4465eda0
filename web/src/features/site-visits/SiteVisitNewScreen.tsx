import { lazy, Suspense, useId, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import buttons from '../../components/buttons.module.css';
import fieldStyles from '../../components/form/Field.module.css';
import { FormActions } from '../../components/form/FormActions';
import { Spinner } from '../../components/Spinner';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { searchAddress, type GeocodeResult } from '../../lib/geocode';
import { gqlRequest } from '../../lib/graphql/client';
import { messageOr } from '../../lib/graphql/errors';
import { useGraphQLQuery } from '../../lib/graphql/useGraphQLQuery';
import { FALLBACK_CENTER } from '../../components/map/baseMap';
import { useAppStore } from '../../stores/appStore';
import type { LngLat } from './mapGeometry';
import styles from './SiteVisits.module.css';
import { SAVED_PLACES, SITE_VISIT_CREATE } from './siteVisitOperations';

// The map library loads only when the property has to be placed by hand.
const VisitMap = lazy(() => import('./VisitMap'));

/** How a property placed by hand is marked on the map. */
const PLACED_COLORS = { point: '#a84b27', line: '#a84b27', fill: 'none' };

type Start = 'address' | 'saved';

/**
 * /site-visit/new: a visit starts from the property's address (found by the same address search
 * as the map) or from one of the user's saved plans, whose address and lot it takes. When the
 * address search is down, the property is placed as on the map screen: with a tap on a map, the
 * address kept as typed.
 */
export function SiteVisitNewScreen() {
  useDocumentMeta('New site visit');
  const ids = { title: useId(), query: useId(), saved: useId() };
  const navigate = useNavigate();
  const showToast = useAppStore((s) => s.showToast);
  const [title, setTitle] = useState('');
  const [start, setStart] = useState<Start>('address');
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<
    | { state: 'idle' | 'searching' }
    | { state: 'found'; results: GeocodeResult[] }
    | { state: 'failed'; message: string }
  >({ state: 'idle' });
  const [chosen, setChosen] = useState<GeocodeResult | undefined>();
  // Where the property was tapped on the map, when the address search could not find it.
  const [tapped, setTapped] = useState<LngLat | undefined>();
  const [savedId, setSavedId] = useState('');
  const [sending, setSending] = useState(false);
  const saved = useGraphQLQuery(SAVED_PLACES, {});
  const savedPlans = saved.data?.mapResults.items ?? [];

  const find = async () => {
    if (!query.trim()) return;
    setSearch({ state: 'searching' });
    setChosen(undefined);
    try {
      setSearch({ state: 'found', results: await searchAddress(query.trim()) });
    } catch (error) {
      setSearch({
        state: 'failed',
        message: error instanceof Error ? error.message : 'Search failed',
      });
    }
  };

  const byHand = search.state === 'failed';
  const placed = byHand ? tapped !== undefined && query.trim() !== '' : chosen !== undefined;
  const ready = start === 'address' ? placed : savedId !== '';
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || sending) return;
    setSending(true);
    let input;
    if (start === 'saved') input = { title, mapResultId: savedId };
    else if (byHand) input = { title, address: query.trim(), coordinates: tapped ?? null };
    else {
      input = {
        title,
        address: chosen?.label ?? '',
        coordinates: chosen ? [chosen.lon, chosen.lat] : null,
        city: chosen?.city ?? '',
        state: chosen?.state ?? '',
        county: chosen?.county ?? '',
      };
    }
    try {
      const { siteVisitCreate } = await gqlRequest(SITE_VISIT_CREATE, { input });
      void navigate(`/site-visit/${encodeURIComponent(siteVisitCreate.id)}`);
    } catch (error) {
      showToast('error', messageOr(error, 'The visit could not be started. Please try again.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="new-visit-title">
      <div className={styles.panel}>
        <h1 id="new-visit-title" className={styles.title}>
          New site visit
        </h1>
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={ids.title}>
              Title (optional)
            </label>
            <input
              id={ids.title}
              className={fieldStyles.input}
              value={title}
              maxLength={200}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          <fieldset className={styles.category}>
            <legend className={fieldStyles.label}>Start from</legend>
            <label className={styles.result}>
              <input
                type="radio"
                name="start"
                checked={start === 'address'}
                onChange={() => setStart('address')}
              />
              The property&apos;s address
            </label>
            <label className={styles.result}>
              <input
                type="radio"
                name="start"
                checked={start === 'saved'}
                disabled={savedPlans.length === 0}
                onChange={() => setStart('saved')}
              />
              One of my saved plans{savedPlans.length === 0 ? ' (none yet)' : ''}
            </label>
          </fieldset>
          {start === 'address' ? (
            <div className={fieldStyles.field}>
              <label className={fieldStyles.label} htmlFor={ids.query}>
                Address
              </label>
              <div className={styles.actions}>
                <input
                  id={ids.query}
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
                <>
                  <p role="alert" className={styles.warning}>
                    {search.message}
                  </p>
                  <span className={styles.muted}>
                    {tapped
                      ? 'Placed on the map. Tap again to move it.'
                      : 'Tap the map where the property is.'}
                  </span>
                  <Suspense fallback={<Spinner label="Loading the map" />}>
                    <VisitMap
                      label="Map to place the property"
                      lot={[]}
                      center={null}
                      opening={FALLBACK_CENTER}
                      answers={
                        tapped
                          ? [{ mapType: 'single', points: [tapped], colors: PLACED_COLORS }]
                          : []
                      }
                      onTap={setTapped}
                    />
                  </Suspense>
                </>
              ) : null}
              {search.state === 'found' && search.results.length === 0 ? (
                <p className={styles.muted}>No address found. Try the street and the city.</p>
              ) : null}
              {search.state === 'found' && search.results.length > 0 ? (
                <ul className={styles.results} aria-label="Addresses found">
                  {search.results.map((result) => (
                    <li key={`${result.lon},${result.lat}`}>
                      <label className={styles.result}>
                        <input
                          type="radio"
                          name="address"
                          checked={chosen === result}
                          onChange={() => setChosen(result)}
                        />
                        {result.label}
                      </label>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : (
            <div className={fieldStyles.field}>
              <label className={fieldStyles.label} htmlFor={ids.saved}>
                Saved plan
              </label>
              <select
                id={ids.saved}
                className={fieldStyles.input}
                value={savedId}
                onChange={(event) => setSavedId(event.target.value)}
              >
                <option value="" disabled>
                  Choose a saved plan
                </option>
                {savedPlans.map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {`${plan.name || plan.planTitle} — ${plan.address || 'Address is empty'}`}
                  </option>
                ))}
              </select>
            </div>
          )}
          <FormActions
            submitLabel="Start visit"
            cancelTo="/site-visit/list"
            submitting={sending}
            disabled={!ready}
          />
        </form>
      </div>
    </section>
  );
}
