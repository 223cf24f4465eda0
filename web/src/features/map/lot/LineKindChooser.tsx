import { memo, useEffect, useRef } from 'react';
import { MAP_OVERLAY } from '../framing/obstacles';
import { LINE_KIND_LABELS, LINE_KINDS } from '../model/lot';
import { useMapStore } from '../store/mapStore';
import styles from './LineKindChooser.module.css';

/** What each kind means, in the words zoning codes use. */
const MEANINGS = {
  front: 'faces the street',
  side: 'between you and a neighbour',
  rear: 'opposite the front',
  streetSide: "a corner lot's second street",
} as const;

/**
 * The choice of a lot line's kind, over the bottom of the map, opened by a tap on the line's
 * label: the second tap picks the kind. The other lines are classified again around it.
 */
export const LineKindChooser = memo(function LineKindChooser() {
  const edge = useMapStore((s) => s.lineKindChooser);
  const current = useMapStore((s) => (edge === undefined ? undefined : s.lot?.lineKinds[edge]));
  const choose = useMapStore((s) => s.chooseLineKind);
  const close = useMapStore((s) => s.openLineKindChooser);
  const first = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (edge !== undefined) first.current?.focus();
  }, [edge]);

  if (edge === undefined) return null;
  const number = edge + 1;
  return (
    <section
      className={styles.card}
      role="dialog"
      aria-label={`Kind of line ${number}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close(undefined);
      }}
      {...MAP_OVERLAY}
    >
      <p className={styles.title}>Line {number} is…</p>
      <div className={styles.kinds}>
        {LINE_KINDS.map((kind, i) => (
          <button
            key={kind}
            ref={i === 0 ? first : undefined}
            type="button"
            className={styles.kind}
            aria-pressed={current === kind}
            onClick={() => choose(edge, kind)}
          >
            <span className={styles.name}>{LINE_KIND_LABELS[kind]}</span>
            <span className={styles.meaning}>{MEANINGS[kind]}</span>
          </button>
        ))}
      </div>
      <button type="button" className={styles.cancel} onClick={() => close(undefined)}>
        Cancel
      </button>
    </section>
  );
});
