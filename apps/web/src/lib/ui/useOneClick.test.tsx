import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { useOneSubmit } from './useOneClick';

/** A form whose submit (react-hook-form's handleSubmit, then a mutation) is held by useOneSubmit. */
function Form({ send }: { send: () => Promise<unknown> }) {
  const { register, handleSubmit } = useForm({ defaultValues: { name: 'Warehouse' } });
  const save = useMutation({ mutationFn: send });
  const one = useOneSubmit(
    handleSubmit(() => save.mutate()),
    save.isPending,
  );
  return (
    <form noValidate onSubmit={one.onSubmit} data-testid="form">
      <input aria-label="Name" {...register('name')} />
      <button type="submit" disabled={one.busy}>
        Save
      </button>
    </form>
  );
}

describe('useOneSubmit', () => {
  it('sends once on a double click or a second Enter, and again once the first has settled', async () => {
    let answer = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Form send={send} />
      </QueryClientProvider>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    const form = screen.getByTestId('form');
    fireEvent.click(button);
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(1);
    expect(button).toHaveProperty('disabled', true);
    await act(async () => answer());
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.submit(form);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it('prevents the browser’s own submission of a held one', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Form send={() => new Promise(() => {})} />
      </QueryClientProvider>,
    );
    const form = screen.getByTestId('form');
    fireEvent.submit(form);
    const second = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(true);
  });
});
