import { describe, expect, it } from 'vitest';
import { orderOfPage, projectProgress, projectSteps, type OrderFacts } from './projectSteps';

const states = (progress: Parameters<typeof projectSteps>[0]) =>
  projectSteps(progress).map((step) => `${step.state}:${step.text}`);

describe('projectSteps', () => {
  it('puts every step ahead of someone without a project', () => {
    expect(states('none')).toEqual(Array(6).fill('upcoming:Upcoming'));
  });

  it('completes the first step and has the site plan next once the plan is on their lot', () => {
    expect(states('placed').slice(0, 3)).toEqual([
      'completed:Completed',
      'active:Up next',
      'upcoming:Upcoming',
    ]);
  });

  it('has the site plan in progress once ordered, and the next step once delivered', () => {
    expect(states('ordered')[1]).toBe('active:In progress');
    expect(states('delivered').slice(1, 3)).toEqual(['completed:Completed', 'active:Up next']);
  });
});

const order = (extra: Partial<OrderFacts>): OrderFacts => ({
  planId: 'p1',
  mapResultId: null,
  status: 'RECEIVED',
  createdAt: 1,
  updatedAt: 1,
  ...extra,
});

describe('orderOfPage', () => {
  it('finds the newest order of the plan for the same placement', () => {
    const orders = [
      order({ planId: 'p2' }),
      order({ mapResultId: 'm1', createdAt: 3 }),
      order({ createdAt: 2 }),
      order({ mapResultId: 'm1', createdAt: 1 }),
    ];
    expect(orderOfPage(orders, 'p1', 'm1')?.createdAt).toBe(3);
    expect(orderOfPage(orders, 'p1', null)?.createdAt).toBe(2);
    expect(orderOfPage(orders, 'p1', 'm2')).toBeUndefined();
  });
});

describe('projectProgress', () => {
  it('weighs the order before the placement', () => {
    expect(projectProgress(false, undefined)).toBe('none');
    expect(projectProgress(true, undefined)).toBe('placed');
    expect(projectProgress(false, order({}))).toBe('ordered');
    expect(projectProgress(true, order({ status: 'DELIVERED' }))).toBe('delivered');
  });
});
