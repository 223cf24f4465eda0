import { Link } from 'react-router';
import { AiRenderLabel } from '../../components/AiRenderLabel';
import { useGraphQLQuery } from '../../lib/graphql/useGraphQLQuery';
import { areaLabel, bedBathLabel, dimensionsLabel } from '../../lib/planLabels';
import { LazyPicture } from '../../components/LazyPicture';
import { coverPicture, generatedPhotoAt } from '../../lib/planPhotos';
import { SIMILAR_PLANS } from './planPageQueries';
import styles from './SimilarHomes.module.css';

/** Up to four visible plans like this one, each a link to its own plan page. */
export function SimilarHomes({ planId }: { planId: string }) {
  const { data } = useGraphQLQuery(SIMILAR_PLANS, { id: planId });
  const plans = data?.similarPlans ?? [];
  // Nothing similar (or no answer): the section would only be an empty heading.
  if (plans.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby="plan-similar-title">
      <h2 id="plan-similar-title" className={styles.title}>
        Similar homes
      </h2>
      <ul className={styles.grid}>
        {plans.map((plan) => {
          const picture = coverPicture(plan);
          const image = picture.src;
          return (
            <li key={plan.id}>
              <Link className={styles.card} to={`/plan/${plan.id}`}>
                <span className={styles.picture}>
                  <LazyPicture picture={picture} sizes="(min-width: 640px) 300px, 100vw" />
                  <AiRenderLabel
                    photo={generatedPhotoAt(image, plan.photos)}
                    className={styles.aiLabel}
                  />
                </span>
                <span className={styles.body}>
                  <span className={styles.cardTitle}>{plan.title}</span>
                  <span className={styles.facts}>
                    {bedBathLabel(plan.meta)} · {areaLabel(plan.meta)}
                  </span>
                  <span className={styles.size}>{dimensionsLabel(plan.meta)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
