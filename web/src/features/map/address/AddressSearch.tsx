import { Search } from 'lucide-react';
import { memo, useEffect, useId, useState } from 'react';
import { MAP_OVERLAY } from '../framing/obstacles';
import { useMapStore } from '../store/mapStore';
import styles from './AddressSearch.module.css';
import type { GeocodeResult } from '../../../lib/geocode';
import { useAddressSearch } from './useAddressSearch';

const NOTHING_FOUND = 'No address found. Tap the map to place your property.';

/**
 * The address box over the map: type, pick a result, and the map flies to the property.
 * Memoised: it changes as the user types, not with the map screen's renders.
 */
export const AddressSearch = memo(function AddressSearch() {
  const chooseAddress = useMapStore((s) => s.chooseAddress);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const { results, searching, error } = useAddressSearch(query);
  const listId = useId();
  const searchNoticeChanged = useMapStore((s) => s.searchNoticeChanged);
  const settled = query.trim();
  const nothingFound = !error && !searching && results.length === 0 && settled.length >= 3;
  const noticeKind = !open ? undefined : error ? 'error' : nothingFound ? 'empty' : undefined;
  const noticeText = noticeKind === 'error' ? error : noticeKind ? NOTHING_FOUND : undefined;
  // Said among the map's notices, one at a time in one place, not stacked under the box.
  useEffect(() => {
    searchNoticeChanged(
      noticeKind && noticeText ? { kind: noticeKind, query: settled, text: noticeText } : undefined,
    );
  }, [noticeKind, noticeText, settled, searchNoticeChanged]);

  const choose = (result: GeocodeResult) => {
    setQuery(result.label);
    setOpen(false);
    chooseAddress(result);
  };

  return (
    <div className={styles.search}>
      <label className={styles.box} {...MAP_OVERLAY}>
        <Search aria-hidden size={18} />
        <span className="visually-hidden">Address</span>
        <input
          type="search"
          value={query}
          placeholder="Enter your address"
          autoComplete="street-address"
          // Only while the list is on the page: an id that points nowhere is an ARIA error.
          aria-controls={open && results.length > 0 ? listId : undefined}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
        />
      </label>
      {open && results.length > 0 ? (
        <ul id={listId} className={styles.results} aria-label="Addresses found">
          {results.map((result) => (
            <li key={`${result.lon},${result.lat},${result.label}`}>
              <button type="button" onClick={() => choose(result)}>
                {result.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
