import { Info } from 'lucide-react';
import { useParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { classNames } from '../../lib/classNames';
import { GraphQLRequestError } from '../../lib/graphql/client';
import { useGraphQLQuery } from '../../lib/graphql/useGraphQLQuery';
import type { PlanViewQuery } from '../../lib/graphql/generated';
import { areaLabel, bedBathLabel, dimensionsLabel, planHeadline } from '../../lib/planLabels';
import { floorPlanSrc } from './floorPlanImage';
import styles from './PlanPage.module.css';
import { PLAN_VIEW } from './planViewQuery';

type ViewedPlan = NonNullable<PlanViewQuery['planView']>;

/** /plan/:id and /plan/:id/:mapId: the plan's essentials until the full plan page arrives. */
export function PlanPage() {
  const { id = '' } = useParams();
  const { data, error, loading } = useGraphQLQuery(PLAN_VIEW, { id });

  if (loading) {
    return (
      <div className={styles.status}>
        <Spinner label="Loading plan" />
      </div>
    );
  }
  // The API answers null for a missing or hidden plan; an id it cannot even parse is missing too.
  const missing = error instanceof GraphQLRequestError && error.code === 'NOT_FOUND';
  if (error && !missing) return <PlanMessage text="Oops, something went wrong" />;
  if (!data?.planView) return <PlanMessage text="Plan not found" />;
  return <PlanDetails plan={data.planView} />;
}

function PlanMessage({ text }: { text: string }) {
  useDocumentMeta(text);
  return (
    <div className={styles.status} role="alert">
      <h1 className={styles.statusText}>{text}</h1>
    </div>
  );
}

function PlanDetails({ plan }: { plan: ViewedPlan }) {
  const headline = planHeadline(plan.meta);
  useDocumentMeta(headline, `${plan.title}: ${headline}`);
  const floorPlan = floorPlanSrc(plan.planSVG);

  return (
    <article className={classNames(styles.page, plan.isHidden && styles.hidden)}>
      {plan.isHidden ? <p className={styles.hiddenBadge}>Plan is hidden</p> : null}
      <header className={styles.heading}>
        <h1 className={styles.title}>{plan.title}</h1>
        {plan.contractor ? <p className={styles.contractor}>by {plan.contractor.name}</p> : null}
        <ul className={styles.facts}>
          <li>{bedBathLabel(plan.meta)}</li>
          <li>{areaLabel(plan.meta)}</li>
          <li>{dimensionsLabel(plan.meta)}</li>
        </ul>
      </header>

      {plan.image ? <img className={styles.mainImage} src={plan.image} alt={plan.title} /> : null}

      {plan.description ? <p className={styles.description}>{plan.description}</p> : null}

      {floorPlan ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>Floor plan</h2>
          <img className={styles.floorPlan} src={floorPlan} alt={`Floor plan of ${plan.title}`} />
        </section>
      ) : null}

      <p className={styles.notice}>
        <Info aria-hidden size={16} />
        The full plan page — photo gallery, price estimate, step tracker and similar homes — arrives
        with the plan-page feature.
      </p>
    </article>
  );
}
