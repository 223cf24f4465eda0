import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import buttons from '../../../components/buttons.module.css';
import { Spinner } from '../../../components/Spinner';
import { checkMapAnswer } from '../../../geometry/geometryClient';
import { classNames } from '../../../lib/classNames';
import type { VisitQuestion } from '../api/siteVisitsApi';
import { DEFAULT_ANSWER_COLORS, geometryOf, pointsOf, type LngLat } from '../map/mapGeometry';
import styles from '../visit/siteVisits.module.css';

// The map library is large: it loads when a map question is opened, not with the questionnaire.
const VisitMap = lazy(() => import('../map/VisitMap'));

/**
 * A map question answered on the property's map: a tap places the point; a line, an outline or
 * several points are drawn tap by tap and saved with Save. As it is drawn, the geometry worker
 * checks it against the lot with the API's own rules and names the problem under the question
 * (a warning to confirm, never a wall).
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
  const mapType = question.mapType ?? 'single';
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<LngLat[] | undefined>();
  const points = useMemo(() => draft ?? pointsOf(value), [draft, value]);
  const [checked, setChecked] = useState<{ points: LngLat[]; warnings: string[] }>({
    points: pointsOf(value),
    warnings: question.warnings,
  });

  useEffect(() => {
    if (points === checked.points || points.length === 0) return;
    let current = true;
    checkMapAnswer(mapType, question.title, points, [...lot])
      .then((warnings) => {
        if (current) setChecked({ points, warnings });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [points, checked.points, mapType, question.title, lot]);
  const warnings = points.length === 0 ? [] : checked.warnings;

  const tap = (at: LngLat) => {
    if (mapType === 'single') {
      onAnswer(geometryOf('single', [at]));
      return;
    }
    setDraft([...points, at]);
  };
  const hint =
    mapType === 'single'
      ? 'Tap the map where it is.'
      : mapType === 'line'
        ? 'Tap along it, from one end to the other, then Save.'
        : mapType === 'polygon'
          ? 'Tap around its outline, then Save.'
          : 'Tap each one, then Save.';

  return (
    <div className={styles.stack}>
      <span className={styles.muted}>{summary(mapType, points.length, draft !== undefined)}</span>
      {open ? (
        <>
          <span className={styles.muted}>{hint}</span>
          <Suspense fallback={<Spinner label="Loading the map" />}>
            <VisitMap
              label={`Map for ${question.title}`}
              lot={lot}
              center={center}
              answers={[{ mapType, points, colors: question.colors ?? DEFAULT_ANSWER_COLORS }]}
              onTap={tap}
            />
          </Suspense>
        </>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={classNames(open ? buttons.secondary : buttons.primary, buttons.small)}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Close the map' : points.length > 0 ? 'Change on the map' : 'Place on the map'}
        </button>
        {open && mapType !== 'single' ? (
          <>
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
          </>
        ) : null}
        {points.length > 0 ? (
          <button
            type="button"
            className={classNames(buttons.secondary, buttons.small)}
            onClick={() => {
              setDraft(undefined);
              onAnswer(null);
            }}
          >
            Clear
          </button>
        ) : null}
      </div>
      {warnings.map((warning) => (
        <span key={warning} role="status" className={styles.warning}>
          {warning}
        </span>
      ))}
    </div>
  );
}

/** What the answer holds so far, in words (the map itself is a picture). */
function summary(mapType: string, count: number, unsaved: boolean): string {
  const saved = unsaved ? ' (not saved yet)' : '';
  if (count === 0) return 'Not placed yet.';
  switch (mapType) {
    case 'single':
      return 'Placed on the map.';
    case 'line':
      return `A line through ${count} point${count === 1 ? '' : 's'}${saved}.`;
    case 'polygon':
      return `An outline of ${count} corner${count === 1 ? '' : 's'}${saved}.`;
    default:
      return `${count} point${count === 1 ? '' : 's'}${saved}.`;
  }
}
