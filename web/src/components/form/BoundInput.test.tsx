import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BoundInput } from './BoundInput';

function Harness({ onCommit }: { onCommit: (value: number | undefined) => void }) {
  const [value, setValue] = useState<number | undefined>(undefined);
  return (
    <>
      <BoundInput
        label="Max length"
        placeholder="Max"
        value={value}
        onCommit={(next) => {
          onCommit(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue(undefined)}>
        Clear filters
      </button>
    </>
  );
}

describe('BoundInput', () => {
  it('applies the number once typing pauses, not each keystroke', async () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    const input = screen.getByLabelText('Max length');
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.change(input, { target: { value: '40' } });
    await waitFor(() => expect(onCommit).toHaveBeenCalledWith(40));
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('applies at once on Enter, and puts back what is not a bound when left', () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    const input = screen.getByLabelText('Max length');
    fireEvent.change(input, { target: { value: '30' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).toHaveBeenLastCalledWith(30);

    fireEvent.change(input, { target: { value: '-5' } });
    fireEvent.blur(input);
    expect(input).toHaveValue(30);
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('shows a bound cleared from outside', () => {
    render(<Harness onCommit={vi.fn()} />);
    const input = screen.getByLabelText('Max length');
    fireEvent.change(input, { target: { value: '30' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(input).toHaveValue(null);
  });
});
