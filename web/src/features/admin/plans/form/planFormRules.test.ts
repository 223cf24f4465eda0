import { describe, expect, it } from 'vitest';
import { storedImage } from '../../../../components/upload';
import {
  mainImageError,
  NEW_PHOTO_FLAGS,
  PLAN_MESSAGES,
  resizeRooms,
  toggleCover,
  toPlanInput,
  validatePlan,
  type PlanFormValues,
} from './planFormRules';

const filled: PlanFormValues = {
  contractorId: 'c1',
  title: 'The Wren',
  description: '',
  decorId: '',
  planId: '',
  url: 'https://plans.example/wren',
  isHidden: false,
  preApproved: false,
  hasARModel: false,
  arModelLink: '',
  isModular: false,
  isManufactured: false,
  planCost: '',
  fixPrice: '',
  sourcePlan: '',
  type: 'HOUSE',
  totalArea: '480',
  outerArea: '',
  width: '20',
  length: '24',
  height: '',
  bedroomCount: '1',
  bathroomCount: '1',
  kitchenCount: '1',
  planSVG: '',
};

describe('the plan form rules', () => {
  it('asks for the contractor, title and link on view with SPEC §5 words', () => {
    expect(validatePlan({ ...filled, contractorId: '', title: ' ', url: '' })).toEqual({
      contractorId: 'Please select contractor',
      title: 'Please enter title',
      url: 'Please enter link on view',
    });
    expect(validatePlan(filled)).toEqual({});
  });

  it('checks links, numbers and the footprint size', () => {
    const errors = validatePlan({
      ...filled,
      url: 'plans.example',
      arModelLink: 'not a link',
      planCost: '-5',
      width: '0',
      length: 'wide',
    });
    expect(errors.url).toBe(PLAN_MESSAGES.urlInvalid);
    expect(errors.arModelLink).toBe(PLAN_MESSAGES.urlInvalid);
    expect(errors.planCost).toBe(PLAN_MESSAGES.numberInvalid);
    expect(errors.width).toBe(PLAN_MESSAGES.sizeRequired);
    expect(errors.length).toBe(PLAN_MESSAGES.sizeRequired);
  });

  it('takes a height above 0 and at most 200 ft, or none', () => {
    expect(validatePlan({ ...filled, height: '0' }).height).toBe(PLAN_MESSAGES.heightInvalid);
    expect(validatePlan({ ...filled, height: '250' }).height).toBe(PLAN_MESSAGES.heightInvalid);
    expect(validatePlan({ ...filled, height: 'tall' }).height).toBe(PLAN_MESSAGES.heightInvalid);
    expect(validatePlan({ ...filled, height: '15.5' }).height).toBeUndefined();
    expect(validatePlan(filled).height).toBeUndefined();
  });

  it("says 'Please upload main image' until one is stored", () => {
    expect(mainImageError([])).toBe('Please upload main image');
    expect(mainImageError([{ uid: 'u', name: 'a.jpg', status: 'uploading' }])).toBe(
      'Please upload main image',
    );
    expect(mainImageError([storedImage({ url: '/media/a.jpg' })])).toBeUndefined();
  });

  it('sends numbers as numbers, 0 when empty, and empties the pre-approved areas', () => {
    const photo = storedImage({ url: '/media/p.jpg', size: 10, type: 'image/jpeg' });
    const input = toPlanInput({
      values: { ...filled, planCost: '', fixPrice: '125000.5', preApproved: false },
      mainImage: [storedImage({ url: '/media/main.jpg' }), storedImage({ url: '/media/b.jpg' })],
      photos: [photo, { uid: 'x', name: 'failed.jpg', status: 'error' }],
      flags: new Map([[photo.uid, { isPublish: false, isPrimary: true }]]),
      rooms: { bedroom: ['120'], bathroom: [''], kitchen: [] },
      available: { states: ['tx'], counties: [], cities: [] },
      preApprovedArea: { states: ['tx'], counties: [], cities: [] },
    });
    expect(input.planCost).toBe(0);
    expect(input.fixPrice).toBe(125000.5);
    expect(input.image).toBe('/media/main.jpg');
    expect(input.meta.width).toBe(20);
    expect(input.meta.outerArea).toBeNull();
    expect(input.meta.bedroom).toEqual([{ area: 120 }]);
    expect(input.meta.bathroom).toEqual([{ area: 0 }]);
    expect(input.photos).toEqual([
      {
        original: '/media/p.jpg',
        name: '',
        isPublish: false,
        isPrimary: true,
        size: 10,
        type: 'image/jpeg',
        compressed: null,
      },
    ]);
    expect(input.preApprovedArea).toEqual({ states: [], counties: [], cities: [] });
    const approved = toPlanInput({
      values: { ...filled, preApproved: true },
      mainImage: [],
      photos: [],
      flags: new Map(),
      rooms: { bedroom: [], bathroom: [], kitchen: [] },
      available: { states: [], counties: [], cities: [] },
      preApprovedArea: { states: ['tx'], counties: [], cities: [] },
    });
    expect(approved.preApprovedArea?.states).toEqual(['tx']);
    expect(approved.image).toBe('');
  });

  it('keeps one cover at most', () => {
    const once = toggleCover(new Map(), ['a', 'b'], 'a');
    expect(once.get('a')).toEqual({ ...NEW_PHOTO_FLAGS, isPrimary: true });
    const moved = toggleCover(once, ['a', 'b'], 'b');
    expect([moved.get('a')?.isPrimary, moved.get('b')?.isPrimary]).toEqual([false, true]);
    expect(toggleCover(moved, ['a', 'b'], 'b').get('b')?.isPrimary).toBe(false);
  });

  it('sizes the room lists to their counts', () => {
    expect(resizeRooms(['100'], 3)).toEqual(['100', '', '']);
    expect(resizeRooms(['100', '90'], 1)).toEqual(['100']);
  });
});
