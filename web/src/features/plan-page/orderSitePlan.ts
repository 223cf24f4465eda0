/** What `POST /api/order-site-plan` is sent (SPEC §7.3). */
export interface SitePlanOrder {
  user: { email: string; name: string };
  plan: {
    id: string;
    mapId: string | null;
    image: string;
    title: string;
    contractorId: string | null;
  };
}

/** How an order ended, in the words SPEC §8 gives each outcome. */
export interface OrderOutcome {
  ok: boolean;
  text: string;
}

const ORDER_URL = '/api/order-site-plan';

export const PLEASE_LOG_IN = 'Please log in.';
const FAILED = 'Failed to process your order. Please try again later.';
const UNEXPECTED = 'An unexpected error occurred. Please try again later.';

/** SPEC §8's thank-you, addressed by the name the order was placed under. */
function thankYouText(name: string): string {
  return `Thank you, ${name}! We will follow up with more details shortly.`;
}

/**
 * Places the order. Any answer but 200 is a failed order — a 401 means the session ended since
 * the page loaded, so the person is asked to log in again; no answer at all is unexpected.
 */
export async function orderSitePlan(order: SitePlanOrder): Promise<OrderOutcome> {
  let response: Response;
  try {
    response = await fetch(ORDER_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'include',
      body: JSON.stringify(order),
    });
  } catch {
    return { ok: false, text: UNEXPECTED };
  }
  if (response.status === 200) return { ok: true, text: thankYouText(order.user.name) };
  if (response.status === 401) return { ok: false, text: PLEASE_LOG_IN };
  return { ok: false, text: FAILED };
}
