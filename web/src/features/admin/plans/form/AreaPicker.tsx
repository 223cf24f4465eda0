import { X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import buttons from '../../../../components/buttons.module.css';
import fieldStyles from '../../../../components/form/Field.module.css';
import { Spinner } from '../../../../components/Spinner';
import { useAreaPlaces, type PlaceList } from '../api/placesApi';
import { toggleArea, visibleLevels, type AreaLevel, type Areas } from './areaCascade';
import styles from './AreaPicker.module.css';

const LEVEL_TITLES: Record<AreaLevel, { title: string; one: string }> = {
  states: { title: 'States', one: 'state' },
  counties: { title: 'Counties', one: 'county' },
  cities: { title: 'Cities', one: 'city' },
};

/**
 * States → counties → cities (SPEC §4): choosing a state reveals its counties, choosing a county
 * reveals its cities, and unticking a state or a county removes what was chosen under it.
 * Each level lists its places with a filter box, the chosen ones as removable chips above.
 */
export function AreaPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Areas;
  onChange: (next: Areas) => void;
}) {
  const levels = visibleLevels(value);
  const lists = useAreaPlaces(value);
  const parentOf = new Map<string, string | null>(
    [...lists.counties.places, ...lists.cities.places].map((p) => [p.id, p.parentId ?? null]),
  );

  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{label}</legend>
      {levels.map((level) => (
        <AreaLevelList
          key={level}
          level={level}
          label={label}
          chosen={value[level]}
          {...lists[level]}
          onToggle={(id, chosen) => onChange(toggleArea(value, level, id, chosen, parentOf))}
        />
      ))}
    </fieldset>
  );
}

function AreaLevelList({
  level,
  label,
  chosen,
  places,
  loading,
  failed,
  onToggle,
}: PlaceList & {
  level: AreaLevel;
  label: string;
  chosen: readonly string[];
  onToggle: (id: string, chosen: boolean) => void;
}) {
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const { title, one } = LEVEL_TITLES[level];
  const chosenSet = useMemo(() => new Set(chosen), [chosen]);
  const byId = new Map(places.map((place) => [place.id, place]));
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? places.filter((place) => place.name.toLowerCase().includes(needle))
    : places;
  const chosenPlaces = chosen.map((id) => byId.get(id) ?? { id, name: id, description: '' });

  return (
    <div className={styles.level} role="group" aria-label={`${label}: ${title}`}>
      <div className={styles.levelHeader}>
        <h3 className={styles.levelTitle}>{title}</h3>
        <span className={styles.count}>{chosen.length} selected</span>
      </div>
      {chosenPlaces.length > 0 ? (
        <ul className={styles.chips} aria-label={`Selected ${title.toLowerCase()}`}>
          {chosenPlaces.map((place) => (
            <li key={place.id} className={styles.chip}>
              {place.name}
              <button
                type="button"
                className={buttons.chipIcon}
                aria-label={`Remove ${place.name}`}
                onClick={() => onToggle(place.id, false)}
              >
                <X aria-hidden size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label className={styles.filterLabel} htmlFor={filterId}>
        Find a {one}
      </label>
      <input
        id={filterId}
        className={fieldStyles.input}
        type="search"
        value={filter}
        placeholder={`Type a ${one} name`}
        onChange={(event) => setFilter(event.target.value)}
      />
      {loading ? (
        <Spinner label={`Loading ${title.toLowerCase()}`} />
      ) : failed ? (
        <p role="alert" className={styles.failed}>
          The {title.toLowerCase()} could not be loaded. Please try again.
        </p>
      ) : shown.length === 0 ? (
        <p className={styles.empty}>No {title.toLowerCase()} match.</p>
      ) : (
        <ul className={styles.options}>
          {shown.map((place) => (
            <li key={place.id}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  checked={chosenSet.has(place.id)}
                  onChange={(event) => onToggle(place.id, event.target.checked)}
                />
                <span>{place.name}</span>
                {place.description ? (
                  <span className={styles.description}>{place.description}</span>
                ) : null}
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
