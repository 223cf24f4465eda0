import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SitePlanDownloads } from './SitePlanDownloads';

/** The links offered, by their words, with where each one downloads from. */
function links(): Record<string, string | null> {
  return Object.fromEntries(
    screen
      .getAllByRole('link')
      .map((link) => [
        link.textContent,
        link.hasAttribute('download') ? link.getAttribute('href') : null,
      ]),
  );
}

describe('SitePlanDownloads', () => {
  it('offers the PDF on Letter or Tabloid and the SVG, landscape, as downloads', () => {
    render(<SitePlanDownloads mapResultId="r1" />);
    fireEvent.click(screen.getByText('Download site plan'));
    expect(links()).toEqual({
      'PDF, Letter': '/api/map-results/r1/site-plan.pdf?paper=letter&orientation=landscape',
      'PDF, Tabloid': '/api/map-results/r1/site-plan.pdf?paper=tabloid&orientation=landscape',
      SVG: '/api/map-results/r1/site-plan.svg?paper=letter&orientation=landscape',
    });
  });

  it('draws every file on a portrait sheet once Portrait is chosen', () => {
    render(<SitePlanDownloads mapResultId="r1" />);
    fireEvent.click(screen.getByRole('radio', { name: 'Portrait' }));
    expect(screen.getByRole('radio', { name: 'Portrait' })).toBeChecked();
    expect(Object.values(links()).every((href) => href?.endsWith('orientation=portrait'))).toBe(
      true,
    );
  });

  it('is named after the saved plan where a page lists several', () => {
    render(<SitePlanDownloads mapResultId="r1" of="THE WREN" />);
    expect(screen.getByLabelText('Download site plan: THE WREN')).toBeInTheDocument();
  });

  it('closes on Escape and hands focus back to its toggle', () => {
    const { container } = render(<SitePlanDownloads mapResultId="r1" />);
    const details = container.querySelector('details');
    if (!details) throw new Error('no disclosure');
    details.open = true;
    const first = screen.getByRole('link', { name: 'PDF, Letter' });
    first.focus();
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(container.querySelector('summary'));
  });
});
