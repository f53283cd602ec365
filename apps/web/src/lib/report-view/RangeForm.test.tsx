import { fireEvent, screen } from '@testing-library/react';
import { REPORT_MESSAGES } from '@benefits/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { FEATURE_NAMESPACES } from '../i18n/catalogues';
import { translateMessage } from '../i18n/messages';
import { en } from './i18n/en';
import { renderScreen } from '../../test/renderScreen';
import { RangeForm, useRangeInAddress } from './RangeForm';

/*
 * The period's messages are the report view's own text (REPORT_MESSAGES, `reportView.serverMessages`):
 * every report screen translates them without another feature's catalogue, so the partner area never
 * downloads the employee's claims text (e2e/partner-tools/text-chunks.e2e.ts).
 */

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the report period’s messages', () => {
  it('keep the domain’s English exactly and translate to French by key', async () => {
    expect(en.reportView.serverMessages).toEqual(REPORT_MESSAGES);
    await i18n.changeLanguage('fr');
    expect(translateMessage(REPORT_MESSAGES.startAfterEnd, i18n.t)).toBe(
      'La date de début doit être au plus tard la date de fin.',
    );
    expect(translateMessage(REPORT_MESSAGES.invalidPageLength, i18n.t)).toBe('Longueur de page non valide');
  });

  it('are loaded with every report screen, which borrows no claims text for them', () => {
    for (const feature of ['company-reports', 'partner-clients', 'sales', 'commissions']) {
      expect(FEATURE_NAMESPACES[feature], feature).toContain('report-view');
      expect(FEATURE_NAMESPACES[feature], feature).not.toContain('claims');
    }
  });

  it('shows a start after the end in French under the From field, and keeps the range', async () => {
    await i18n.changeLanguage('fr');
    const onChange = vi.fn();
    renderScreen(
      <RangeForm
        range={{ startdate: '2026-03-01', enddate: '2026-03-31' }}
        onChange={onChange}
        idPrefix="p"
      />,
    );
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-04-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(await screen.findByText('La date de début doit être au plus tard la date de fin.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('p-startdate');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says a cleared From or To is needed, in English and French, and keeps the report’s period', async () => {
    const onChange = vi.fn();
    renderScreen(
      <RangeForm
        range={{ startdate: '2026-11-07', enddate: '2026-12-07' }}
        onChange={onChange}
        idPrefix="p"
      />,
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Please enter the start date.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('p-startdate');
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-07' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    await i18n.changeLanguage('fr');
    fireEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(await screen.findByText('Veuillez entrer la date de fin.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('p-enddate');
    expect(onChange).not.toHaveBeenCalled();
  });

  describe('a period from the address', () => {
    const fallback = () => ({ startdate: '2026-02-01', enddate: '2026-03-01' });
    function Screen() {
      const [range, setRange, addressProblem] = useRangeInAddress(fallback);
      return (
        <RangeForm
          key={`${range.startdate}:${range.enddate}`}
          range={range}
          onChange={setRange}
          idPrefix="p"
          addressProblem={addressProblem}
        />
      );
    }
    const shownFrom = () => (screen.getByLabelText('From') as HTMLInputElement).value;

    it('is used when both dates are good, without a word', () => {
      renderScreen(<Screen />, '/?from=2026-01-05&to=2026-01-20');
      expect(shownFrom()).toBe('2026-01-05');
      expect(screen.queryByTestId('p-address-problem')).toBeNull();
    });

    it('says why it was not used and which period is shown instead', () => {
      renderScreen(<Screen />, '/?from=garbage&to=2026-01-20');
      expect(shownFrom()).toBe('2026-02-01');
      expect(screen.getByTestId('p-address-problem').textContent).toBe(
        'The period in the address could not be used (Invalid start date). Showing Feb 1, 2026 to Mar 1, 2026.',
      );
    });

    it('names a start after the end, and a missing date, in French too', async () => {
      renderScreen(<Screen />, '/?from=2026-03-10&to=2026-01-20');
      expect(screen.getByTestId('p-address-problem').textContent).toContain(
        '(The start date must be on or before the end date)',
      );
      await i18n.changeLanguage('fr');
      renderScreen(<Screen />, '/?to=2026-01-20');
      expect(screen.getAllByTestId('p-address-problem').at(-1)?.textContent).toBe(
        'La période indiquée dans l’adresse ne peut pas être utilisée (Date de début non valide). Affichage du 1er févr. 2026 au 1er mars 2026.',
      );
    });

    it('goes once another period is shown', async () => {
      const { router } = renderScreen(<Screen />, '/?from=garbage&to=2026-01-20');
      fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-10' } });
      fireEvent.click(screen.getByRole('button', { name: 'Show' }));
      await vi.waitFor(() => expect(router.state.location.search).toBe('?from=2026-02-10&to=2026-03-01'));
      expect(screen.queryByTestId('p-address-problem')).toBeNull();
    });
  });
});
