import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CatalogueCard } from './CatalogueCard';
import type { CataloguePlan } from './api/catalogueDocuments';
import { planPhoto, wrenMeta } from '../../test/planFixtures';

const photo = (name: string, extra: Partial<CataloguePlan['photos'][number]> = {}) =>
  planPhoto(`/media/wren/${name}.jpg`, extra);

function card(image: string, photos: CataloguePlan['photos']) {
  const plan: CataloguePlan = {
    id: 'plan-1',
    title: 'The Wren',
    image,
    isHidden: false,
    isModular: false,
    isManufactured: false,
    fixPrice: 0,
    photos,
    meta: wrenMeta(),
  };
  render(
    <MemoryRouter>
      <CatalogueCard plan={plan} estimate={undefined} admin={false} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('article', { name: 'The Wren' }));
}

describe('CatalogueCard', () => {
  it("labels a cover photo the Creative Studio made 'AI render'", () => {
    const shown = card('/media/wren/main.jpg', [
      photo('front'),
      photo('dusk', { isPrimary: true, aiGenerated: true, sourcePhoto: '/media/wren/front.jpg' }),
    ]);
    expect(shown.getByText('AI render')).toBeInTheDocument();
    // A card has no room for the source link.
    expect(shown.queryByRole('link', { name: 'Source photo' })).not.toBeInTheDocument();
  });

  it('labels a main image copied from a generated photo', () => {
    const shown = card('/media/wren/front-2x.jpg', [
      photo('front-2x', { isPublish: false, aiGenerated: true }),
    ]);
    expect(shown.getByText('AI render')).toBeInTheDocument();
  });

  it('shows no label when the picture is not a generated photo', () => {
    const shown = card('/media/wren/main.jpg', [
      photo('front', { isPrimary: true }),
      photo('front-2x', { aiGenerated: true }),
    ]);
    expect(shown.queryByText('AI render')).not.toBeInTheDocument();
  });
});
