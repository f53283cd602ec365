import { ErrorCode } from '@benefits/contract';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/client';
import { i18n } from '../../lib/i18n';
import { LoadError } from './ui';

describe('a claim screen’s failed read', () => {
  it('offers no retry after code 1, 3 or 4, which the same read would get again', () => {
    for (const code of [ErrorCode.FORBIDDEN, ErrorCode.NOT_FOUND, ErrorCode.VALIDATION]) {
      const view = render(
        <I18nextProvider i18n={i18n}>
          <LoadError error={new ApiError(code, { GENERAL: 'Not yours.' })} onRetry={vi.fn()} />
        </I18nextProvider>,
      );
      expect(screen.queryByRole('button', { name: 'Try again' }), String(code)).toBeNull();
      view.unmount();
    }
  });

  it('offers one when the server could not be reached', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <LoadError error={new ApiError(0, {}, true)} onRetry={vi.fn()} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
