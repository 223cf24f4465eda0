import { describe, expect, it } from 'vitest';
import { myPlanCardTexts } from './myPlanCard';

const saved = {
  id: 'r1',
  planId: 'p1',
  planTitle: 'The Juniper',
  name: '',
  address: '1100 Congress Avenue, Austin',
  snapshot: 'data:image/png;base64,AAAA',
};

describe('myPlanCardTexts', () => {
  it('upper-cases the title and links View to the plan with the map result', () => {
    expect(myPlanCardTexts(saved)).toEqual({
      title: 'THE JUNIPER',
      planTitle: undefined,
      address: '1100 Congress Avenue, Austin',
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

  it('has no View link when the plan is gone', () => {
    expect(myPlanCardTexts({ ...saved, planId: null }).viewPath).toBeUndefined();
  });
});
