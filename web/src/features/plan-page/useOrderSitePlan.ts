import { useState } from 'react';
import { coverImage } from '../../lib/planPhotos';
import { useAppStore } from '../../stores/appStore';
import { orderSitePlan, PLEASE_LOG_IN } from './orderSitePlan';
import type { ViewedPlan } from './planViewQuery';

/** SPEC §9: the loading toast and the thank-you both stay 10 seconds. */
const ORDER_TOAST_MS = 10_000;

/**
 * 'Order as-is site plan': login required, then a loading toast until the API answers, replaced
 * by the thank-you or the failure. A second click while the order is on its way does nothing.
 */
export function useOrderSitePlan(plan: ViewedPlan, mapId: string | null) {
  const user = useAppStore((s) => s.user);
  const showToast = useAppStore((s) => s.showToast);
  const dismissToast = useAppStore((s) => s.dismissToast);
  const [ordering, setOrdering] = useState(false);

  const order = () => {
    if (ordering) return;
    if (!user) {
      showToast('error', PLEASE_LOG_IN);
      return;
    }
    setOrdering(true);
    const loading = showToast('loading', 'Sending your order…', ORDER_TOAST_MS);
    void orderSitePlan({
      user: { email: user.email, name: user.name },
      plan: {
        id: plan.id,
        mapId,
        image: coverImage(plan),
        title: plan.title,
        contractorId: plan.contractorId,
      },
    })
      .then((outcome) => {
        dismissToast(loading);
        if (outcome.ok) showToast('success', outcome.text, ORDER_TOAST_MS);
        else showToast('error', outcome.text);
      })
      .finally(() => setOrdering(false));
  };

  return { order, ordering };
}
