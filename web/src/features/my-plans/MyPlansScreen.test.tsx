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
  createdAt: Date.UTC(2026, 2, 3, 10, index),
  fit:
    index === 1 ? { rules: { verdict: 'Fits the detached ADU rules of Pleasanton, CA.' } } : null,
}));

function renderMyPlans(items: typeof results, totalCount: number) {
  return renderApp('/my-plans', {
    session: demoUser,
    handle: (name) => {
      if (name === 'MyMapResults') return { data: { mapResults: { items, totalCount } } };
      if (name === 'MySavedPlanCopies') return { data: { mapResults: { items } } };
      return undefined;
    },
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

  it('gives the verdict under the local rules on the cards that were held to them', async () => {
    renderMyPlans(results, 12);
    const held = within((await screen.findByText('COTTAGE 2')).closest('li') as HTMLElement);
    expect(held.getByText('Fits the detached ADU rules of Pleasanton, CA.')).toBeInTheDocument();
    const other = within(screen.getByText('COTTAGE 3').closest('li') as HTMLElement);
    expect(other.queryByText(/rules of/)).not.toBeInTheDocument();
  });

  it('tells a copy from its original by name and save time', async () => {
    const original = {
      id: 'r-a',
      planId: 'plan-j',
      planTitle: 'Juniper',
      name: '',
      address: '',
      snapshot: 'data:image/png;base64,AAAA',
      createdAt: Date.UTC(2026, 2, 3, 10, 0),
      fit: null,
    };
    const copy = { ...original, id: 'r-b', createdAt: original.createdAt + 60_000 };
    renderMyPlans([copy, original], 2);
    const copyCard = (await screen.findByText('JUNIPER (2)')).closest('li') as HTMLElement;
    const originalCard = screen.getByText('JUNIPER').closest('li') as HTMLElement;
    const savedAt = (card: HTMLElement) => card.querySelector('time')?.textContent;
    expect(savedAt(copyCard)).toBeTruthy();
    expect(savedAt(copyCard)).not.toBe(savedAt(originalCard));
  });

  it("says 'Plans not found' when nothing is saved", async () => {
    renderMyPlans([], 0);
    expect(await screen.findByText('Plans not found')).toBeInTheDocument();
  });
});
