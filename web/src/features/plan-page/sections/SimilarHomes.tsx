import { Link } from 'react-router';
import { AiRenderLabel } from '../../../components/AiRenderLabel';
import { LazyPicture } from '../../../components/LazyPicture';
import { areaLabel, bedBathLabel, dimensionsLabel } from '../../../lib/planLabels';
import { coverPicture, generatedPhotoAt } from '../../../lib/planPhotos';
import { useSimilarPlans } from '../api/planSectionsApi';
import { PlanSection } from './PlanSection';
import styles from './SimilarHomes.module.css';

/** Up to four visible plans like this one, each a link to its own plan page. */
export function SimilarHomes({ planId }: { planId: string }) {
  const { data } = useSimilarPlans(planId);
  const plans = data?.similarPlans ?? [];
  // Nothing similar (or no answer): the section would only be an empty heading.
  if (plans.length === 0) return null;

  return (
    <PlanSection titleId="plan-similar-title" title="Similar homes">
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
    </PlanSection>
  );
}
