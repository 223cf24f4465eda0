import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/Spinner';
import type { SiteVisitDetail } from '../api/siteVisitsApi';
import { DEFAULT_ANSWER_COLORS, pointsOf, visitPlace, type DrawnAnswer } from '../map/mapGeometry';
import category from '../visit/CategorySection.module.css';
import styles from './MapAnswers.module.css';

// The map library loads with a visit that has map answers, after the answers themselves.
const VisitMap = lazy(() => import('../map/VisitMap'));

/** Every map answer on one map of the property, each in its question's colours, with a key. */
export function MapAnswers({ visit }: { visit: SiteVisitDetail }) {
  const drawn = visit.categories
    .flatMap((c) => c.questions)
    .filter((q) => q.type === 'map' && pointsOf(q.result).length > 0)
    .map((q) => ({
      title: q.title,
      answer: {
        mapType: q.mapType ?? 'single',
        points: pointsOf(q.result),
        colors: q.colors ?? DEFAULT_ANSWER_COLORS,
      } satisfies DrawnAnswer,
    }));
  if (drawn.length === 0) return null;
  const place = visitPlace(visit);
  return (
    <section className={category.category} aria-labelledby="visit-map-title">
      <h2 id="visit-map-title" className={category.title}>
        On the map
      </h2>
      <Suspense fallback={<Spinner label="Loading the map" />}>
        <VisitMap
          label="Map of the visit's answers"
          lot={place.lot}
          center={place.center}
          answers={drawn.map((d) => d.answer)}
        />
      </Suspense>
      <ul className={styles.legend}>
        {drawn.map(({ title, answer }) => (
          <li key={title}>
            <span
              aria-hidden
              className={styles.swatch}
              style={{
                background: answer.mapType === 'single' ? answer.colors.point : answer.colors.line,
              }}
            />
            {title}
          </li>
        ))}
      </ul>
    </section>
  );
}
