import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * A dialog whose step is a request: `pending` comes a task after the click (as a mutation's reaches the
 * screen) and lasts until "Answer" is pressed.
 */
function Harness({ step }: { step: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setPending(false)}>
        Answer
      </button>
      <ConfirmDialog
        onClose={() => {}}
        title="Refund $1.00?"
        cancelLabel="Cancel"
        confirmLabel="Refund"
        pending={pending}
        onConfirm={() => {
          step();
          setTimeout(() => setPending(true), 0);
        }}
      >
        Body
      </ConfirmDialog>
    </>
  );
}

const confirmButton = () => screen.getByRole('button', { name: 'Refund' });

describe('ConfirmDialog', () => {
  it('takes a double click once, and the step again once it has settled', async () => {
    const step = vi.fn();
    render(<Harness step={step} />);
    fireEvent.click(confirmButton());
    fireEvent.click(confirmButton());
    expect(step).toHaveBeenCalledTimes(1);
    expect(confirmButton()).toHaveProperty('disabled', true);
    // Still busy once the step is pending, until it settles.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.click(confirmButton());
    expect(step).toHaveBeenCalledTimes(1);
    expect(confirmButton()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Answer', hidden: true }));
    await waitFor(() => expect(confirmButton()).toHaveProperty('disabled', false));
    fireEvent.click(confirmButton());
    expect(step).toHaveBeenCalledTimes(2);
  });

  it('waits for the promise onConfirm answers', async () => {
    let resolve = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(
      <ConfirmDialog
        onClose={() => {}}
        title="Remove?"
        cancelLabel="Cancel"
        confirmLabel="Refund"
        pending={false}
        onConfirm={onConfirm}
      >
        Body
      </ConfirmDialog>,
    );
    fireEvent.click(confirmButton());
    await act(() => new Promise((r) => setTimeout(r, 10)));
    fireEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirmButton()).toHaveProperty('disabled', true);
    await act(async () => resolve());
    await waitFor(() => expect(confirmButton()).toHaveProperty('disabled', false));
  });

  it('lets go of a step that never pends (leaving a page) after the click', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        onClose={() => {}}
        title="Leave?"
        cancelLabel="Stay"
        confirmLabel="Refund"
        pending={false}
        onConfirm={onConfirm}
      >
        Body
      </ConfirmDialog>,
    );
    fireEvent.click(confirmButton());
    fireEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(confirmButton()).toHaveProperty('disabled', false));
  });
});
