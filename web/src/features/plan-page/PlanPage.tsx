import { lazy, Suspense, useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { useOnboardingFlag } from '../../components/onboarding/useOnboardingFlag';
import { Spinner } from '../../components/Spinner';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { classNames } from '../../lib/classNames';
import { GraphQLRequestError } from '../../lib/graphql/client';
import { planHeadline } from '../../lib/planLabels';
import { coverPicture } from '../../lib/planPhotos';
import { showsPriceSummary } from '../../lib/planPricing';
import { usePlanPageOrders, usePlanView } from './api/planPageApi';
import type { ViewedPlan } from './api/planPageDocuments';
import { PlanGallery } from './gallery/PlanGallery';
import { OrderConfirmDialog } from './order/OrderConfirmDialog';
import { useOrderSitePlan } from './order/useOrderSitePlan';
import styles from './PlanPage.module.css';
import { PRICE_NOTE } from './planPageTexts';
import { PlanSidePanel } from './panel/PlanSidePanel';
import { StickyPriceBar } from './panel/StickyPriceBar';
import { sitePlanPrice } from './pricing/planEstimate';
import { PriceSummary } from './pricing/PriceSummary';
import { usePlanEstimate } from './pricing/usePlanEstimate';
import { orderOfPage, projectProgress, projectSteps } from './progress/projectSteps';
import { StepTracker } from './progress/StepTracker';
import { MapSection } from './sections/MapSection';
import { PlanSection } from './sections/PlanSection';

// Below the fold and the once-only dialog come in chunks of their own, after the first paint.
const PlanPageLowerSections = lazy(() =>
  import('./sections/PlanPageLowerSections').then((m) => ({ default: m.PlanPageLowerSections })),
);
const PlanViewOnboarding = lazy(() =>
  import('./onboarding/PlanViewOnboarding').then((m) => ({ default: m.PlanViewOnboarding })),
);

/** /plan/:id and /plan/:id/:mapId (SPEC §2.2). */
export function PlanPage() {
  const { id = '', mapId } = useParams();
  const { data, error, isPending } = usePlanView(id);
  useScrollToTopOnChange(id);

  if (isPending) {
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
  const { placement, summary, priceStory, priceLoading } = usePlanEstimate(plan, mapId);
  const orders = usePlanPageOrders();
  const placedOrder = orders.data
    ? orderOfPage(orders.data.mySitePlanOrders.items, plan.id, mapId)
    : undefined;
  const order = useOrderSitePlan(plan, mapId);
  const progress = projectProgress(placement.result !== null, placedOrder);
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
          priceLoading={priceLoading}
          onOrder={order.start}
          ordering={order.ordering}
          placedOrder={placedOrder}
        />
      </div>

      {plan.description ? (
        <PlanSection titleId="plan-about-title" title="About this home">
          <p className={styles.description}>{plan.description}</p>
        </PlanSection>
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
          priceLoading={priceLoading}
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
