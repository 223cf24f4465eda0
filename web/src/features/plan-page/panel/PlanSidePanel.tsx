import { BadgeCheck, Box, CalendarClock, HandCoins, type LucideIcon } from 'lucide-react';
import buttons from '../../../components/buttons.module.css';
import { classNames } from '../../../lib/classNames';
import { areaLabel, bedBathLabel, dimensionsLabel } from '../../../lib/planLabels';
import type { PriceLine } from '../../../lib/planPricing';
import { useAppStore } from '../../../stores/appStore';
import type { PageOrder, ViewedPlan } from '../api/planPageDocuments';
import { SitePlanOrderAction } from '../order/SitePlanOrderAction';
import { PRICE_NOTE } from '../planPageTexts';
import styles from './PlanSidePanel.module.css';

/** A link of the deployment's settings (empty: left out), opened in a new tab. */
interface ExternalLink {
  url: string | null;
  icon: LucideIcon;
  text: string;
}

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
  const links: ExternalLink[] = [
    { url: callBookingUrl, icon: CalendarClock, text: 'Book a 30-minute call' },
    { url: financingUrl, icon: HandCoins, text: 'Get financing' },
    { url: arAppUrl, icon: Box, text: 'View in AR' },
  ];

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
        {links.map(({ url, icon: Icon, text }) =>
          url ? (
            <a
              key={text}
              className={classNames(buttons.secondary, buttons.block)}
              href={url}
              target="_blank"
              rel="noopener"
            >
              <Icon aria-hidden size={18} />
              {text}
            </a>
          ) : null,
        )}
      </div>
    </div>
  );
}
