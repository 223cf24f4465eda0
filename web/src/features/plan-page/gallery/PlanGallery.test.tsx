import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_SIZES, PlanGallery } from './PlanGallery';
import type { ViewedPlan } from '../api/planPageDocuments';
import { planPhoto, wrenMeta } from '../../../test/planFixtures';

const photo = (name: string, extra: Partial<ViewedPlan['photos'][number]> = {}) =>
  planPhoto(`/media/wren/${name}.jpg`, extra);

function plan(photos: ViewedPlan['photos'], image = ''): ViewedPlan {
  return {
    id: 'plan-1',
    title: 'The Wren',
    description: '',
    image,
    isHidden: false,
    preApproved: false,
    planSVG: '',
    planId: '',
    contractorId: null,
    isModular: false,
    isManufactured: false,
    fixPrice: 0,
    photos,
    preApprovedArea: { states: [], counties: [], cities: [] },
    contractor: null,
    meta: wrenMeta(),
  };
}

describe('PlanGallery', () => {
  // jsdom lays nothing out, and its elements cannot scroll.
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
      value: () => undefined,
      configurable: true,
    });
  });
  afterAll(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
  });

  it("labels the shown photo 'AI render' with its source only when the studio made it", () => {
    render(
      <PlanGallery
        plan={plan([
          photo('front'),
          photo('front-dusk', { aiGenerated: true, sourcePhoto: '/media/wren/front.jpg' }),
        ])}
      />,
    );
    const gallery = screen.getByRole('region', { name: 'Photo gallery' });
    expect(within(gallery).queryByText('AI render')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Show photo 2' }));
    expect(within(gallery).getByText('AI render')).toBeInTheDocument();
    expect(within(gallery).getByRole('link', { name: 'Source photo' })).toHaveAttribute(
      'href',
      '/media/wren/front.jpg',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Show photo 1' }));
    expect(within(gallery).queryByText('AI render')).not.toBeInTheDocument();
  });

  it('shows each photo at the width its slot needs, the first alone, then the shown one and its neighbours', async () => {
    const uploaded = (id: string) =>
      photo(id, {
        compressed: {
          url: `/media/plans/${id}/watermarked.webp`,
          srcset: `/media/plans/${id}/watermarked-480w.webp 480w, /media/plans/${id}/watermarked.webp 2048w`,
        },
      });
    render(<PlanGallery plan={plan(['a', 'b', 'c', 'd'].map(uploaded))} />);
    const slides = () => screen.getAllByRole('img', { name: /The Wren, photo/ });

    // The watermarked variant with its renditions, never the full-size original.
    const [first] = slides();
    expect(first).toHaveAttribute('src', '/media/plans/a/watermarked.webp');
    expect(first).toHaveAttribute('srcset', expect.stringContaining('watermarked-480w.webp 480w'));
    expect(first).toHaveAttribute('sizes', GALLERY_SIZES);
    // Alone until it is in and painted; then its neighbour and the thumbnails follow.
    expect(slides()).toHaveLength(1);
    expect(document.querySelectorAll('button img')).toHaveLength(0);
    fireEvent.load(first as HTMLImageElement);
    expect(slides()).toHaveLength(1);
    await waitFor(() => expect(document.querySelectorAll('button img')).toHaveLength(4));
    expect(slides().map((img) => img.getAttribute('alt'))).toEqual([
      'The Wren, photo 1 of 4',
      'The Wren, photo 2 of 4',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Show photo 3' }));
    expect(slides()).toHaveLength(4);
    // Back at the start, the photos already fetched stay.
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 1' }));
    expect(slides()).toHaveLength(4);
  });

  it('labels the main image shown in place of photos when it is a generated photo', () => {
    const generated = photo('front-2x', { isPublish: false, aiGenerated: true });
    render(<PlanGallery plan={plan([generated], '/media/wren/front-2x.jpg')} />);
    expect(screen.getByText('AI render')).toBeInTheDocument();
  });
});
