import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

function Example({ onClose }: { onClose: () => void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title="Order an as-is site plan"
      onClose={onClose}
      initialFocus={cancelRef}
      actions={
        <>
          <button type="button">Confirm</button>
          <button ref={cancelRef} type="button" onClick={onClose}>
            Cancel
          </button>
        </>
      }
    >
      <p>What is ordered</p>
    </Modal>
  );
}

describe('Modal', () => {
  it('is a named modal dialog that starts on the given button and keeps focus inside', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(<Example onClose={vi.fn()} />);

    const dialog = screen.getByRole('dialog', { name: 'Order an as-is site plan' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('What is ordered');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();

    fireEvent.keyDown(cancel, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(cancel).toHaveFocus();

    unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('closes on Escape, the close button and the backdrop', () => {
    const onClose = vi.fn();
    render(<Example onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('no backdrop');
    fireEvent.mouseDown(backdrop);
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
