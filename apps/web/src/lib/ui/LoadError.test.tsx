import { ErrorCode } from '@benefits/contract';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { i18n } from '../i18n';
import { ReportError } from '../report-view/ReportError';
import { LoadError } from './LoadError';

const show = (error: unknown) =>
  render(
    <I18nextProvider i18n={i18n}>
      <LoadError error={error} onRetry={vi.fn()} />
    </I18nextProvider>,
  );

describe('a failed read', () => {
  it('offers to try again when the server could not be reached or failed', () => {
    show(new ApiError(0, {}, true));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    show(new ApiError(ErrorCode.INTERNAL, { GENERAL: 'Something went wrong.' }));
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  });

  it('says what the server said, without a retry that would get the same answer', () => {
    show(new ApiError(ErrorCode.NOT_FOUND, { GENERAL: 'Claim not found.' }));
    expect(screen.getByRole('alert').textContent).toContain('Claim not found.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is the same in the reports’ error box (/claim/{id} answering 3 or 4)', () => {
    for (const code of [ErrorCode.FORBIDDEN, ErrorCode.NOT_FOUND, ErrorCode.VALIDATION]) {
      const view = render(
        <I18nextProvider i18n={i18n}>
          <ReportError
            error={new ApiError(code, { GENERAL: 'Not yours.' })}
            message="Failed to load claim details."
            onRetry={vi.fn()}
          />
        </I18nextProvider>,
      );
      expect(screen.queryByRole('button', { name: 'Try again' }), String(code)).toBeNull();
      view.unmount();
    }
    render(
      <I18nextProvider i18n={i18n}>
        <ReportError
          error={new ApiError(0, {}, true)}
          message="Failed to load claim details."
          onRetry={vi.fn()}
        />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
