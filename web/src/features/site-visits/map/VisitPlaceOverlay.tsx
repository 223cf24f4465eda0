import styles from './VisitPlaceOverlay.module.css';

/** A point on the map's box, in pixels from its top left. */
export interface ScreenPoint {
  x: number;
  y: number;
}

/** The visit's lot corners and address as they fall on the map's box now. */
export interface ScreenPlace {
  lot: ScreenPoint[];
  center: ScreenPoint | null;
}

/**
 * The lot's outline (a white dashed line on a dark casing, which reads on imagery and on the
 * plain ground alike) and the address's pin, drawn over the map rather than in it: they show
 * whatever the imagery or the map's drawing does, and never take a tap meant for the map.
 */
export function VisitPlaceOverlay({ place }: { place: ScreenPlace }) {
  const points = place.lot.map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  return (
    <svg className={styles.overlay} aria-hidden>
      {place.lot.length >= 3 ? (
        <g data-testid="visit-lot-outline">
          <polygon points={points} className={styles.lotCasing} />
          <polygon points={points} className={styles.lotLine} />
        </g>
      ) : null}
      {place.center ? (
        <g
          data-testid="visit-address-marker"
          transform={`translate(${place.center.x.toFixed(1)} ${place.center.y.toFixed(1)})`}
        >
          {/* A pin whose point is on the address. */}
          <path
            className={styles.pin}
            d="M0 0 C-3 -8 -10 -12 -10 -20 A10 10 0 1 1 10 -20 C10 -12 3 -8 0 0 Z"
          />
          <circle className={styles.pinDot} cx="0" cy="-20" r="4" />
        </g>
      ) : null}
    </svg>
  );
}
