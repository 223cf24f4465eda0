import { describe, expect, it } from 'vitest';
import { copyNumbers, myPlanCardTexts } from './myPlanCard';

const saved = {
  id: 'r1',
  planId: 'p1',
  planTitle: 'The Juniper',
  name: '',
  address: '1100 Congress Avenue, Austin',
  snapshot: 'data:image/png;base64,AAAA',
  createdAt: Date.UTC(2026, 2, 3, 10, 42),
  fit: null,
};

describe('myPlanCardTexts', () => {
  it('upper-cases the title and links View to the plan with the map result', () => {
    expect(myPlanCardTexts(saved)).toEqual({
      title: 'THE JUNIPER',
      planTitle: undefined,
      address: '1100 Congress Avenue, Austin',
      verdict: undefined,
      viewPath: '/plan/p1/r1',
      mapPath: '/?result=r1',
    });
  });

  it('shows the name the homeowner gave it, with the plan under it', () => {
    const texts = myPlanCardTexts({ ...saved, name: 'Cottage by the oak' });
    expect([texts.title, texts.planTitle]).toEqual(['Cottage by the oak', 'The Juniper']);
  });

  it("says 'Address is empty' for a property placed by hand", () => {
    expect(myPlanCardTexts({ ...saved, address: '' }).address).toBe('Address is empty');
  });

  it('gives its verdict under the local rules, and none when no rules applied', () => {
    const verdict = 'Does not fit the detached ADU rules of Pleasanton, CA: 1 rule broken.';
    expect(myPlanCardTexts({ ...saved, fit: { rules: { verdict } } }).verdict).toBe(verdict);
    expect(myPlanCardTexts({ ...saved, fit: { rules: null } }).verdict).toBeUndefined();
    expect(myPlanCardTexts(saved).verdict).toBeUndefined();
  });

  it('has no View link when the plan is gone', () => {
    expect(myPlanCardTexts({ ...saved, planId: null }).viewPath).toBeUndefined();
  });
});

describe('copies of a plan', () => {
  it('numbers the saves of the same plan from the second, oldest first', () => {
    const numbers = copyNumbers([
      { id: 'c', planTitle: 'The Juniper', createdAt: 30 },
      { id: 'a', planTitle: 'The Juniper', createdAt: 10 },
      { id: 'w', planTitle: 'The Wren', createdAt: 20 },
      { id: 'b', planTitle: 'The Juniper', createdAt: 20 },
    ]);
    expect(Object.fromEntries(numbers)).toEqual({ a: 1, w: 1, b: 2, c: 3 });
  });

  it('gives a copy a name of its own, and keeps a name the homeowner gave', () => {
    expect(myPlanCardTexts(saved, 2).title).toBe('THE JUNIPER (2)');
    expect(myPlanCardTexts({ ...saved, name: 'Cottage by the oak' }, 2).title).toBe(
      'Cottage by the oak',
    );
  });
});
