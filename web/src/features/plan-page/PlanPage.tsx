import { lazy, Suspense, useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useOnboardingFlag } from '../../components/onboarding/useOnboardingFlag';
import { Spinner } from '../../components/Spinner';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { classNames } from '../../lib/classNames';
import { GraphQLRequestError } from '../../lib/graphql/client';
import { useGraphQLQuery } from '../../lib/graphql/useGraphQLQuery';
import { planHeadline } from '../../lib/planLabels';
import { coverPicture } from '../../lib/planPhotos';
import { planPriceStory, showsPriceSummary } from '../../lib/planPricing';
import { MapSection } from './MapSection';
import { OrderConfirmDialog } from './OrderConfirmDialog';
import styles from './PlanPage.module.css';
import { PLAN_SUMMARY, summaryLists } from './planPageQueries';
import { PRICE_NOTE } from './planPageTexts';
import { PLAN_VIEW, type ViewedPlan } from './planViewQuery';
import { PlanGallery } from './PlanGallery';
import { PlanSidePanel } from './PlanSidePanel';
import { PriceSummary } from './PriceSummary';
import { sitePlanPrice } from './sitePlanPrice';
import { projectProgress, projectSteps } from './projectSteps';
import { StepTracker } from './StepTracker';
import { StickyPriceBar } from './StickyPriceBar';
import { useOrderSitePlan } from './useOrderSitePlan';
import { usePageOrder } from './usePageOrder';
import { usePlanMapResult } from './usePlanMapResult';

// Below the fold and the once-only dialog come in chunks of their own, after the first paint.
const PlanPageLowerSections = lazy(() =>
  import('./PlanPageLowerSections').then((m) => ({ default: m.PlanPageLowerSections })),
);
const PlanViewOnboarding = lazy(() =>
  import('./PlanViewOnboarding').then((m) => ({ default: m.PlanViewOnboarding })),
);

/** /plan/:id and /plan/:id/:mapId (SPEC §2.2). */
export function PlanPage() {
  const { id = '', mapId } = useParams();
  const { data, error, loading } = useGraphQLQuery(PLAN_VIEW, { id });
  useScrollToTopOnChange(id);

  if (loading) {
    return (
      <div className={styles.status}>
        <Spinner label="Loading plan" />
      </div>
    );
  }
  // The API answers null for a missing plan (or one hidden from this viewer); an id it cannot
  // even parse is missing too.
  const missing = error instanceof GraphQLRequestError && error.code === 'NOT_FOUND';
  if (error && !missing) return <PlanMessage text="Oops, something went wrong" />;
  if (!data?.planView) return <PlanMessage text="Plan not found" />;
  return <PlanDetails key={id} plan={data.planView} mapId={mapId ?? null} />;
}

/** Following a 'similar home' link opens the next plan at its top, not where the last one ended. */
function useScrollToTopOnChange(id: string) {
  const previous = useRef(id);
  useEffect(() => {
    if (previous.current !== id) window.scrollTo(0, 0);
    previous.current = id;
  }, [id]);
}

function PlanMessage({ text }: { text: string }) {
  useDocumentMeta(text);
  return (
    <div className={styles.status} role="alert">
      <h1 className={styles.statusText}>{text}</h1>
    </div>
  );
}

function PlanDetails({ plan, mapId }: { plan: ViewedPlan; mapId: string | null }) {
  const headline = planHeadline(plan.meta);
  useDocumentMeta(headline, `${plan.title}: ${headline}`);
  // From the map's Estimate before saving, the address prices the work for its state.
  const [params] = useSearchParams();
  const address = mapId ? null : params.get('address');
  const placement = usePlanMapResult(mapId);
  // A saved placement prices the estimate only once it is known to be the viewer's (someone
  // else's is not found); until then, and without one, the estimate is national.
  const pricedBy = placement.result ? mapId : null;
  const waitingForPlacement = mapId !== null && placement.loading;
  const summaryQuery = useGraphQLQuery(
    PLAN_SUMMARY,
    { id: plan.id, mapId: pricedBy, address },
    { skip: waitingForPlacement },
  );
  const summary = summaryQuery.data?.getSummary.data ?? null;
  const priceStory = planPriceStory(
    plan,
    summary && { price: summary.price, lists: summaryLists(summary) },
  );
  const pageOrder = usePageOrder(plan.id, mapId);
  const order = useOrderSitePlan(plan, mapId, pageOrder.reload);
  const progress = projectProgress(placement.result !== null, pageOrder.order);
  const onboarding = useOnboardingFlag('hasCompletedOnboardingPlanView');

  return (
    <article
      className={classNames(styles.page, plan.isHidden && styles.hidden)}
      data-testid="plan-page"
    >
      {plan.isHidden ? <p className={styles.hiddenBadge}>Plan is hidden</p> : null}
      <div className={styles.top}>
        <PlanGallery plan={plan} />
        <PlanSidePanel
          plan={plan}
          headline={priceStory.headline}
          priceLoading={summaryQuery.loading || waitingForPlacement}
          onOrder={order.start}
          ordering={order.ordering}
          placedOrder={pageOrder.order}
        />
      </div>

      {plan.description ? (
        <section className={styles.section} aria-labelledby="plan-about-title">
          <h2 id="plan-about-title" className={styles.sectionTitle}>
            About this home
          </h2>
          <p className={styles.description}>{plan.description}</p>
        </section>
      ) : null}

      <MapSection planId={plan.id} result={placement.result} loading={placement.loading} />
      {summary && showsPriceSummary(plan) ? (
        <PriceSummary summary={summary} headline={priceStory.headline} />
      ) : null}
      <StepTracker steps={projectSteps(progress)} />

      <Suspense
        fallback={
          <div className={styles.status}>
            <Spinner label="Loading more about this plan" size={32} />
          </div>
        }
      >
        <PlanPageLowerSections plan={plan} summary={summary} breakdown={priceStory.breakdown} />
      </Suspense>

      <p className={styles.notice}>{PRICE_NOTE}</p>

      <StickyPriceBar
        headline={priceStory.headline}
        onOrder={order.start}
        ordering={order.ordering}
        ordered={progress === 'ordered'}
      />
      {order.confirming ? (
        <OrderConfirmDialog
          planTitle={plan.title}
          address={mapId ? placement.result?.address.trim() : undefined}
          price={sitePlanPrice(summary)}
          priceLoading={summaryQuery.loading || waitingForPlacement}
          ordering={order.ordering}
          onConfirm={order.confirm}
          onCancel={order.cancel}
        />
      ) : null}
      {/* One dialog at a time: a homeowner on their way to order is not shown the tour first. */}
      {onboarding.open && !order.confirming ? (
        <Suspense fallback={null}>
          <PlanViewOnboarding picture={coverPicture(plan)} onDone={onboarding.dismiss} />
        </Suspense>
      ) : null}
    </article>
  );
}
