import { describe, expect, it } from 'vitest';
import { completenessIndicators, type CompletenessPlan } from './planCompleteness';

const bare: CompletenessPlan = { url: '', planId: '', decorId: '', planSVG: '', photos: [] };
const published = (count: number, unpublished = 0) => [
  ...Array.from({ length: count }, () => ({ isPublish: true })),
  ...Array.from({ length: unpublished }, () => ({ isPublish: false })),
];

function done(plan: CompletenessPlan): string[] {
  return completenessIndicators(plan)
    .filter((indicator) => indicator.done)
    .map((indicator) => indicator.label);
}

describe('completenessIndicators', () => {
  it('lists all five, none done for a bare plan', () => {
    expect(completenessIndicators(bare).map((indicator) => indicator.label)).toEqual([
      'Configurator',
      'Decor',
      'Plan',
      'Renders',
      'Visualizations',
    ]);
    expect(done(bare)).toEqual([]);
  });

  it('counts a configurator url or a configurator plan id as Configurator', () => {
    expect(done({ ...bare, url: 'https://3d.example/configurator/abc' })).toEqual(['Configurator']);
    expect(done({ ...bare, url: 'https://builder.example/plan' })).toEqual([]);
    expect(done({ ...bare, planId: 'p-42' })).toEqual(['Configurator']);
  });

  it('marks Decor and Plan when the decor id and the drawing are set', () => {
    expect(done({ ...bare, decorId: 'd-1', planSVG: '<svg/>' })).toEqual(['Decor', 'Plan']);
  });

  it('needs more than 1 published photo for Renders and more than 5 for Visualizations', () => {
    expect(done({ ...bare, photos: published(1, 4) })).toEqual([]);
    expect(done({ ...bare, photos: published(2) })).toEqual(['Renders']);
    expect(done({ ...bare, photos: published(5, 3) })).toEqual(['Renders']);
    expect(done({ ...bare, photos: published(6) })).toEqual(['Renders', 'Visualizations']);
  });
});
