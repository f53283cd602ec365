import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, serveApi } from '../../test/renderScreen';
import { DocumentsScreen } from './DocumentsScreen';

/** The names of the files the screen saved (the browser's download of a link, clicked by saveFile). */
const saved: string[] = [];

/** The documents list, and each document's file, as the server answers them. */
function serveDocuments() {
  const fetchMock = serveApi({
    '/employee/documents': () => ({
      documents: [
        {
          key: 'agreement',
          title: 'HSA employer agreement (signed)',
          path: '/employee/agreement/pdf',
          mimeType: 'application/pdf',
          date: '2026-12-07T21:48:00.000Z',
        },
        {
          key: 'plan-summary',
          title: 'Plan summary',
          path: '/employee/plan/summary-pdf',
          mimeType: 'application/pdf',
          date: null,
        },
      ],
    }),
  });
  const served = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) =>
    String(input).endsWith('pdf')
      ? new Response('%PDF-1.3', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'inline; filename="document.pdf"',
          },
        })
      : served(input, init),
  );
  renderScreen(<DocumentsScreen />, '/documents');
  return fetchMock;
}

const requestTo = (fetchMock: ReturnType<typeof serveDocuments>, path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(path))
    .map(([, init]) => (JSON.parse(String(init?.body)) as { data: Record<string, unknown> }).data);

beforeEach(() => {
  saved.length = 0;
  // jsdom does not download: the link's click says what would be saved.
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:saved');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/documents', () => {
  it('asks for the signed agreement with the reader’s time zone, its acceptance time written in it (QA exports 8)', async () => {
    const fetchMock = serveDocuments();
    const agreement = await screen.findByRole('listitem', { name: /signed/i });
    fireEvent.click(within(agreement).getByRole('button'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requestTo(fetchMock, '/employee/agreement/pdf')).toEqual([
      { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    ]);
    // Another document asks for nothing more.
    const plan = screen.getByRole('listitem', { name: /plan summary/i });
    fireEvent.click(within(plan).getByRole('button'));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(requestTo(fetchMock, '/employee/plan/summary-pdf')).toEqual([{}]);
  });
});
