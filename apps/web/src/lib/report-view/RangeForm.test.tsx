import { fireEvent, screen } from '@testing-library/react';
import { REPORT_MESSAGES } from '@benefits/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { FEATURE_NAMESPACES } from '../i18n/catalogues';
import { translateMessage } from '../i18n/messages';
import { en } from './i18n/en';
import { renderScreen } from '../../test/renderScreen';
import { RangeForm } from './RangeForm';

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
});
