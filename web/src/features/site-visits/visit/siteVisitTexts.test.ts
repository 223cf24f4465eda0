import { describe, expect, it } from 'vitest';
import { addressUnderHeading } from './siteVisitTexts';

describe('addressUnderHeading', () => {
  it('shows the address under a title of its own', () => {
    expect(addressUnderHeading('Backyard cottage', '1 Oak St, Austin')).toBe('1 Oak St, Austin');
  });

  it('says nothing under a visit named after its address', () => {
    expect(addressUnderHeading('1 Oak St,  Austin', ' 1 oak st, Austin')).toBeUndefined();
  });

  it("says 'Address is empty' for a visit without one", () => {
    expect(addressUnderHeading('Site visit', '')).toBe('Address is empty');
  });
});
