import {
  orderStatusFromRest,
  orderStatusLabel,
  type SitePlanOrderStatus,
} from '../../../lib/sitePlanOrderStatus';

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

/**
 * How an order ended, with what to tell the homeowner: placed (SPEC §8's thank-you), already
 * placed before and still open (nothing new was ordered; its status instead), or failed.
 */
export interface OrderOutcome {
  kind: 'placed' | 'alreadyPlaced' | 'failed';
  text: string;
}

const ORDER_URL = '/api/order-site-plan';

/** The part of the API's answer to an order that the plan page reads. */
interface OrderAnswer {
  alreadyPlaced?: unknown;
  status?: unknown;
}

export const PLEASE_LOG_IN = 'Please log in.';
const FAILED = 'Failed to process your order. Please try again later.';
const UNEXPECTED = 'An unexpected error occurred. Please try again later.';

/** SPEC §8's thank-you, addressed by the name the order was placed under. */
function thankYouText(name: string): string {
  return `Thank you, ${name}! We will follow up with more details shortly.`;
}

/** A repeat of an open order: the homeowner learns where the first one stands. */
function alreadyOrderedText(status: SitePlanOrderStatus | undefined): string {
  const already = 'You already ordered this site plan.';
  return status ? `${already} Its status: ${orderStatusLabel(status)}.` : already;
}

/**
 * Places the order. A 200 whose answer says `alreadyPlaced` is a repeat of an open order: the API
 * stored and sent nothing. Any answer but 200 is a failed order — a 401 means the session ended
 * since the page loaded, so the person is asked to log in again; no answer at all is unexpected.
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
    return { kind: 'failed', text: UNEXPECTED };
  }
  if (response.status === 401) return { kind: 'failed', text: PLEASE_LOG_IN };
  if (response.status !== 200) return { kind: 'failed', text: FAILED };
  const answer = await readAnswer(response);
  if (answer.alreadyPlaced === true) {
    return { kind: 'alreadyPlaced', text: alreadyOrderedText(orderStatusFromRest(answer.status)) };
  }
  return { kind: 'placed', text: thankYouText(order.user.name) };
}

/** The answer's JSON; an unreadable body still means the order was placed (the status said so). */
async function readAnswer(response: Response): Promise<OrderAnswer> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? body : {};
  } catch {
    return {};
  }
}
