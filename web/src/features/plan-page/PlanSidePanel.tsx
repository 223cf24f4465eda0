import { BadgeCheck, Box, CalendarClock, HandCoins } from 'lucide-react';
import buttons from '../../components/buttons.module.css';
import { classNames } from '../../lib/classNames';
import { areaLabel, bedBathLabel, dimensionsLabel } from '../../lib/planLabels';
import type { PriceLine } from '../../lib/planPricing';
import { useAppStore } from '../../stores/appStore';
import type { PageOrder } from './pageOrderQuery';
import { PRICE_NOTE } from './planPageTexts';
import styles from './PlanSidePanel.module.css';
import type { ViewedPlan } from './planViewQuery';
import { SitePlanOrderAction } from './SitePlanOrderAction';

/**
 * The panel beside the gallery: what the plan is, who offers it, what it costs, and what the
 * homeowner can do next. Links whose deployment setting is empty are left out.
 */
export function PlanSidePanel({
  plan,
  headline,
  priceLoading,
  onOrder,
  ordering,
  placedOrder,
}: {
  plan: ViewedPlan;
  /** The plan's price as the catalogue card and the sticky bar tell it (lib/planPricing). */
  headline: PriceLine | undefined;
  priceLoading: boolean;
  onOrder: () => void;
  ordering: boolean;
  /** The homeowner's order of this site plan, when they placed one. */
  placedOrder: PageOrder | undefined;
}) {
  const callBookingUrl = useAppStore((s) => s.config.callBookingUrl);
  const financingUrl = useAppStore((s) => s.config.financingUrl);
  const arAppUrl = useAppStore((s) => s.config.arAppUrl);

  return (
    <div className={styles.panel}>
      <h1 id="plan-title" className={styles.title}>
        {plan.title}
      </h1>
      {plan.contractor ? <p className={styles.contractor}>by {plan.contractor.name}</p> : null}
      <ul className={styles.facts}>
        <li>{bedBathLabel(plan.meta)}</li>
        <li>{areaLabel(plan.meta)}</li>
        <li>{dimensionsLabel(plan.meta)}</li>
      </ul>
      {plan.preApproved ? (
        <p className={styles.preApproved}>
          <BadgeCheck aria-hidden size={18} />
          Pre-approved plan
        </p>
      ) : null}

      <div className={styles.price} data-testid="plan-price">
        {headline ? (
          <>
            <span className={styles.priceLabel}>{headline.label}</span>{' '}
            <strong className={styles.priceValue}>{headline.figure}</strong>
          </>
        ) : priceLoading ? (
          <span className={classNames(styles.priceValue, styles.pricePending)}>Estimating…</span>
        ) : null}
        <span className={styles.priceNote}>{PRICE_NOTE}</span>
      </div>

      <div className={styles.actions}>
        <SitePlanOrderAction order={placedOrder} onOrder={onOrder} ordering={ordering} />
        {callBookingUrl ? (
          <a
            className={classNames(buttons.secondary, buttons.block)}
            href={callBookingUrl}
            target="_blank"
            rel="noopener"
          >
            <CalendarClock aria-hidden size={18} />
            Book a 30-minute call
          </a>
        ) : null}
        {financingUrl ? (
          <a
            className={classNames(buttons.secondary, buttons.block)}
            href={financingUrl}
            target="_blank"
            rel="noopener"
          >
            <HandCoins aria-hidden size={18} />
            Get financing
          </a>
        ) : null}
        {arAppUrl ? (
          <a
            className={classNames(buttons.secondary, buttons.block)}
            href={arAppUrl}
            target="_blank"
            rel="noopener"
          >
            <Box aria-hidden size={18} />
            View in AR
          </a>
        ) : null}
      </div>
    </div>
  );
}
