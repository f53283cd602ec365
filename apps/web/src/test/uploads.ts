import { fireEvent, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * callWithProgress (lib/transfer/upload.ts) sends by XMLHttpRequest: a fake one answers each call
 * with `answer(data)` (the envelope, given the request's `data`) and keeps what was sent, in order.
 * Undone by `vi.unstubAllGlobals()`.
 */
export function stubUploads(answer: (data: Record<string, unknown>) => unknown): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  class FakeXhr {
    upload = { onprogress: null as ((e: ProgressEvent) => void) | null };
    status = 200;
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(body: string) {
      const { data } = JSON.parse(body) as { data: Record<string, unknown> };
      sent.push(data);
      this.responseText = JSON.stringify(answer(data));
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

/**
 * stubUploads whose answers wait for `release()`, so a second click or Enter can come while the save
 * is awaited; `sent` keeps each request's data as it is sent.
 */
export function holdUploads(answer: Parameters<typeof stubUploads>[0]) {
  stubUploads(answer);
  const Answering = XMLHttpRequest as unknown as new () => { send(body: string): void };
  const sent: Record<string, unknown>[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends Answering {
      override send(body: string) {
        sent.push((JSON.parse(body) as { data: Record<string, unknown> }).data);
        void released.then(() => super.send(body));
      }
    },
  );
  return { sent, release };
}

/**
 * A double click on a form's submit `button` and a second Enter, then, once the first request is
 * out (held by holdUploads), a click and an Enter while it is awaited: expects one request only.
 */
export async function submitRepeatedly(button: HTMLElement, held: { sent: unknown[] }) {
  const form = button.closest('form')!;
  fireEvent.click(button);
  fireEvent.click(button);
  fireEvent.submit(form);
  await waitFor(() => expect(held.sent).toHaveLength(1));
  fireEvent.click(button);
  fireEvent.submit(form);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(held.sent).toHaveLength(1);
}
