import { useRef, useState, type PointerEvent } from 'react';
import buttons from '../../components/buttons.module.css';
import { classNames } from '../../lib/classNames';
import { geometryOf, lotFrame, pointsOf, type LngLat } from './lotFrame';
import type { VisitQuestion } from './siteVisitOperations';
import styles from './SiteVisits.module.css';

/**
 * A map question answered on a to-scale plan of the lot (a 10 m grid around its outline, or
 * around the address): a tap places the point; a line, an outline or several points are drawn
 * tap by tap and saved with Save. The API checks the answer against the lot and its warnings
 * show under the question.
 */
export function MapAnswer({
  question,
  value,
  lot,
  center,
  onAnswer,
}: {
  question: VisitQuestion;
  value: unknown;
  lot: readonly LngLat[];
  center: LngLat | null;
  onAnswer: (value: unknown) => void;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const frame = lotFrame(lot, center);
  const mapType = question.mapType ?? 'single';
  const [draft, setDraft] = useState<LngLat[] | undefined>();
  if (!frame) {
    return (
      <span className={styles.muted}>
        This visit has no position to draw on; start a visit from an address to answer it.
      </span>
    );
  }
  const points = draft ?? pointsOf(value);
  const colors = question.colors ?? { point: '#e4572e', line: '#e4572e', fill: 'none' };
  const [minX, minY, size] = frame.extent;
  // SVG's y grows downward: north (+y in metres) is drawn up by flipping around the frame.
  const toSvg = ([lng, lat]: LngLat) => {
    const [x, y] = frame.toMetres([lng, lat]);
    return [x - minX, size - (y - minY)] as const;
  };
  const place = (event: PointerEvent<SVGSVGElement>) => {
    const matrix = svg.current?.getScreenCTM()?.inverse();
    if (!matrix || !svg.current) return;
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
    const lngLat = frame.toLngLat([at.x + minX, size - at.y + minY]);
    if (mapType === 'single') {
      onAnswer(geometryOf('single', [lngLat]));
      return;
    }
    setDraft([...points, lngLat]);
  };
  const grid = [];
  for (let m = 10; m < size; m += 10) {
    grid.push(<line key={`v${m}`} x1={m} y1={0} x2={m} y2={size} className={styles.grid} />);
    grid.push(<line key={`h${m}`} x1={0} y1={m} x2={size} y2={m} className={styles.grid} />);
  }
  const drawn = points.map(toSvg);
  const path = drawn
    .map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(2)},${y.toFixed(2)}`)
    .join(' ');
  const lotPath = frame.lot
    .map(
      ([x, y], i) =>
        `${i === 0 ? 'M' : 'L'}${(x - minX).toFixed(2)},${(size - (y - minY)).toFixed(2)}`,
    )
    .join(' ');
  const hint =
    mapType === 'single'
      ? 'Tap the plan where it is.'
      : mapType === 'line'
        ? 'Tap along it, from one end to the other, then Save.'
        : mapType === 'polygon'
          ? 'Tap around its outline, then Save.'
          : 'Tap each one, then Save.';

  return (
    <div className={styles.drawing}>
      <span className={styles.muted}>{hint} The grid is 10 m.</span>
      <svg
        ref={svg}
        className={styles.plan}
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={`Lot plan for ${question.title}`}
        data-points={points.length}
        onPointerUp={place}
      >
        <rect x={0} y={0} width={size} height={size} className={styles.planGround} />
        {grid}
        {lotPath ? <path d={`${lotPath} Z`} className={styles.lotLine} /> : null}
        {mapType === 'line' || mapType === 'polygon' ? (
          <path
            d={mapType === 'polygon' && drawn.length > 2 ? `${path} Z` : path}
            fill={mapType === 'polygon' ? colors.fill : 'none'}
            stroke={colors.line}
            strokeWidth={size / 150}
          />
        ) : null}
        {drawn.map(([x, y], i) => (
          <circle key={i} cx={x} cy={y} r={size / 90} fill={colors.point} />
        ))}
      </svg>
      {mapType !== 'single' ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={classNames(buttons.primary, buttons.small)}
            disabled={draft === undefined || geometryOf(mapType, points) === null}
            onClick={() => {
              onAnswer(geometryOf(mapType, points));
              setDraft(undefined);
            }}
          >
            Save {question.title.toLowerCase()}
          </button>
          <button
            type="button"
            className={classNames(buttons.secondary, buttons.small)}
            disabled={points.length === 0}
            onClick={() => setDraft(points.slice(0, -1))}
          >
            Undo
          </button>
          <button
            type="button"
            className={classNames(buttons.secondary, buttons.small)}
            disabled={points.length === 0}
            onClick={() => {
              setDraft(undefined);
              onAnswer(null);
            }}
          >
            Clear
          </button>
        </div>
      ) : null}
    </div>
  );
}
