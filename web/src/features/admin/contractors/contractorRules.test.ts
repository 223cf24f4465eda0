import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  removalQuestion,
  validateContractor,
  type ContractorValues,
} from './contractorRules';

const valid: ContractorValues = {
  name: 'Cedar & Sons',
  ceo: '',
  phone: '(512) 555-0142',
  email: 'office@cedar.example',
  webSite: 'https://cedar.example',
  about: '',
};

describe('validateContractor', () => {
  it('passes a complete contractor and empty optional fields', () => {
    expect(validateContractor(valid)).toEqual({});
    expect(validateContractor({ ...valid, phone: '', webSite: '' })).toEqual({});
  });

  it("answers SPEC's messages", () => {
    expect(validateContractor({ ...valid, name: ' ' })).toEqual({
      name: 'Please enter company name',
    });
    expect(validateContractor({ ...valid, email: '' })).toEqual({ email: 'Please enter email' });
    expect(validateContractor({ ...valid, email: 'office@' })).toEqual({
      email: 'Please enter a valid email',
    });
    expect(validateContractor({ ...valid, phone: '512-555-0142' })).toEqual({
      phone: 'Please enter a valid US phone number',
    });
    expect(validateContractor({ ...valid, webSite: 'cedar.example' })).toEqual({
      webSite: 'Please enter a valid URL',
    });
  });
});

describe('formatPhone', () => {
  it('masks digits as (555) 555-5555 while typing', () => {
    expect(formatPhone('5')).toBe('(5');
    expect(formatPhone('5125')).toBe('(512) 5');
    expect(formatPhone('5125550142')).toBe('(512) 555-0142');
    expect(formatPhone('+1 512 555 0142 99')).toBe('(512) 555-0142');
    expect(formatPhone('')).toBe('');
  });
});

describe('removalQuestion', () => {
  it('names the plans that depend on the contractor', () => {
    expect(removalQuestion('Cedar', 0)).toBe('Delete Cedar? No plans name this contractor.');
    expect(removalQuestion('Cedar', 1)).toBe(
      'Delete Cedar? 1 plan names this contractor; they keep working and show it as removed.',
    );
    expect(removalQuestion('Cedar', 12)).toContain('12 plans name this contractor');
  });
});
