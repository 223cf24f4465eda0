import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { coverImage } from '../../../lib/planPhotos';
import { useAppStore } from '../../../stores/appStore';
import { PLEASE_LOG_IN } from '../api/orderSitePlan';
import { usePlaceSitePlanOrder } from '../api/planPageApi';
import type { ViewedPlan } from '../api/planPageDocuments';

/** SPEC §9: the loading toast and the thank-you both stay 10 seconds. */
const ORDER_TOAST_MS = 10_000;

/**
 * The search parameter a visitor sent to log in comes back with (`?order=1`): the plan page then
 * opens the order's confirmation, once.
 */
const ORDER_INTENT = 'order';

/**
 * 'Order as-is site plan': a signed-in homeowner first confirms what they order and its price;
 * a visitor is sent to log in and brought back to the confirmation. Confirming shows a loading
 * toast until the API answers, replaced by the thank-you, the status of the order placed before,
 * or the failure. Confirm does nothing while the order is on its way. An order placed (now or
 * before) is among the homeowner's orders at once, so the page says so instead of offering it
 * again.
 */
export function useOrderSitePlan(plan: ViewedPlan, mapId: string | null) {
  const user = useAppStore((s) => s.user);
  const showToast = useAppStore((s) => s.showToast);
  const dismissToast = useAppStore((s) => s.dismissToast);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const intent = searchParams.has(ORDER_INTENT);
  const [confirming, setConfirming] = useState(() => intent && user !== null);
  const placeOrder = usePlaceSitePlanOrder();
  const ordering = placeOrder.isPending;

  // The intent is used up on arrival: a reload or a shared link does not reopen the dialog.
  useEffect(() => {
    if (!intent) return;
    setSearchParams(
      (params) => {
        params.delete(ORDER_INTENT);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [intent, setSearchParams]);

  const start = () => {
    if (user) {
      setConfirming(true);
      return;
    }
    showToast('info', PLEASE_LOG_IN);
    const search = new URLSearchParams(location.search);
    search.set(ORDER_INTENT, '1');
    void navigate('/login', {
      state: {
        from: { pathname: location.pathname, search: `?${search.toString()}`, hash: location.hash },
      },
    });
  };

  const confirm = () => {
    if (ordering || !user) return;
    const loading = showToast('loading', 'Sending your order…', ORDER_TOAST_MS);
    const order = {
      user: { email: user.email, name: user.name },
      plan: {
        id: plan.id,
        mapId,
        image: coverImage(plan),
        title: plan.title,
        contractorId: plan.contractorId,
      },
    };
    placeOrder.mutate(order, {
      onSuccess: (outcome) => {
        dismissToast(loading);
        if (outcome.kind === 'placed') showToast('success', outcome.text, ORDER_TOAST_MS);
        else if (outcome.kind === 'alreadyPlaced') showToast('info', outcome.text, ORDER_TOAST_MS);
        else showToast('error', outcome.text);
        setConfirming(false);
      },
    });
  };

  return { start, confirming, cancel: () => setConfirming(false), confirm, ordering };
}
