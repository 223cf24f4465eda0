import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, renderApp } from '../../test/renderApp';

const results = Array.from({ length: 10 }, (_, index) => ({
  id: `result-${index + 1}`,
  planId: `plan-${index + 1}`,
  planTitle: `Cottage ${index + 1}`,
  name: '',
  address: index === 0 ? '' : `${index + 1} Oak Street, Austin`,
  snapshot: 'data:image/png;base64,AAAA',
}));

function renderMyPlans(items: typeof results, totalCount: number) {
  return renderApp('/my-plans', {
    session: demoUser,
    handle: (name) =>
      name === 'MyMapResults' ? { data: { mapResults: { items, totalCount } } } : undefined,
  });
}

describe('/my-plans', () => {
  it('shows the saved results 10 per page with upper-cased titles and View links', async () => {
    renderMyPlans(results, 12);
    expect(await screen.findByText('1-10 of 12 items')).toBeInTheDocument();
    const first = within(screen.getByText('COTTAGE 1').closest('li') as HTMLElement);
    expect(first.getByText('Address is empty')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View COTTAGE 1' })).toHaveAttribute(
      'href',
      '/plan/plan-1/result-1',
    );
    expect(screen.getByText('2 Oak Street, Austin')).toBeInTheDocument();
  });

  it("says 'Plans not found' when nothing is saved", async () => {
    renderMyPlans([], 0);
    expect(await screen.findByText('Plans not found')).toBeInTheDocument();
  });
});
