import { describe, expect, it } from 'vitest';
import { orderStatusFromRest, orderStatusLabel } from './sitePlanOrderStatus';

describe('site-plan order status', () => {
  it('reads each status as the homeowner sees it', () => {
    expect(orderStatusLabel('RECEIVED')).toBe('Received');
    expect(orderStatusLabel('IN_PROGRESS')).toBe('In progress');
    expect(orderStatusLabel('DELIVERED')).toBe('Delivered');
  });

  it("reads the REST answer's status, and nothing else", () => {
    expect(orderStatusFromRest('received')).toBe('RECEIVED');
    expect(orderStatusFromRest('in_progress')).toBe('IN_PROGRESS');
    expect(orderStatusFromRest('delivered')).toBe('DELIVERED');
    expect(orderStatusFromRest('shipped')).toBeUndefined();
    expect(orderStatusFromRest(3)).toBeUndefined();
  });
});
