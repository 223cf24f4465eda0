import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChipFieldset } from './ChipFieldset';

const BEDROOMS = [
  { value: 0, label: 'Studio' },
  { value: 1, label: '1' },
  { value: 2, label: '2' },
];

describe('ChipFieldset', () => {
  it('is a group of checkboxes named by its legend, ticked as selected', () => {
    render(<ChipFieldset legend="Bedrooms" options={BEDROOMS} selected={[1]} onChange={vi.fn()} />);

    const group = screen.getByRole('group', { name: 'Bedrooms' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Studio' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '1' })).toBeChecked();
  });

  it("gives the answers in the options' order, whatever order they were ticked in", () => {
    const onChange = vi.fn();
    render(
      <ChipFieldset legend="Bedrooms" options={BEDROOMS} selected={[2]} onChange={onChange} />,
    );

    fireEvent.click(screen.getByRole('checkbox', { name: 'Studio' }));
    expect(onChange).toHaveBeenLastCalledWith([0, 2]);
  });

  it('drops an answer that is unticked', () => {
    const onChange = vi.fn();
    render(
      <ChipFieldset legend="Bedrooms" options={BEDROOMS} selected={[0, 2]} onChange={onChange} />,
    );

    fireEvent.click(screen.getByRole('checkbox', { name: '2' }));
    expect(onChange).toHaveBeenLastCalledWith([0]);
  });
});
