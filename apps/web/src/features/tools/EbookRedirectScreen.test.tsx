import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { browser } from './EbookRedirectScreen';

afterEach(() => vi.restoreAllMocks());

describe('/tools/ebook/{id}', () => {
  it('leaves for the file in place of this page, so Back from an unknown ebook’s 404 does not bounce here again', async () => {
    const location = { assign: vi.fn(), replace: vi.fn() };
    vi.spyOn(browser, 'location').mockReturnValue(location);
    renderApp('/tools/ebook/no-such-book');
    expect(await screen.findByText('Redirecting to download...')).toBeTruthy();
    await waitFor(() => expect(location.replace).toHaveBeenCalledWith('/webapp/file/ebook/no-such-book'));
    expect(location.assign).not.toHaveBeenCalled();
  });
});
