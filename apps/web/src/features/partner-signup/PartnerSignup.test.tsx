import { fireEvent, screen, within } from '@testing-library/react';
import { PARTNER_SIGNUP_MESSAGES } from '@benefits/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { usePreferences } from '../../lib/preferences';
import {
  findByRoleOnceReady,
  findControlByLabel,
  findPageTitle,
  getControlByLabel,
} from '../../test/queries';
import { renderApp } from '../../test/renderApp';
import { en } from './i18n/en';
import { DRAFT_KEY, forgetApplication } from './application';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  forgetApplication();
  sessionStorage.clear();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  usePreferences.setState({ language: 'en' });
  await i18n.changeLanguage('en');
});

const answer = (code: number, data: unknown) =>
  Promise.resolve(new Response(JSON.stringify({ code, data }), { status: code === 0 ? 200 : 400 }));
const sent = (call: number) =>
  JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as { data: { appdata: Record<string, unknown> } };

// The form's fields by their labels, and its button by its text (test/queries: Testing Library's
// getByLabelText and role queries cost 100 ms and more each here).
const type = (label: RegExp | string, value: string) =>
  fireEvent.change(getControlByLabel(label), { target: { value } });
const review = (text = 'Review application') =>
  fireEvent.click(within(screen.getByTestId('partner-signup-form')).getByText(text, { selector: 'button' }));

/** Fills every required field of a valid application (no licence yet). */
async function fillValid() {
  type(/^First name/, 'Amélie');
  type(/^Last name/, 'Fortin');
  type(/^E-mail address/, 'amelie.fortin@example.ca');
  type(/^Street address/, '12 Spring Garden Rd');
  type(/^City/, 'Halifax');
  fireEvent.change(getControlByLabel(/^Province/), { target: { value: 'NS' } });
  type(/^Postal code/, 'B3J 1A1');
  type(/^Telephone/, '902-555-0177');
  type(/^Business name/, 'Fortin Benefits Ltd.');
  type(/^Principal officer \*/, 'Amélie Fortin');
  type(/^Business number/, '811122233');
  type(/^Principal officer’s e-mail/, 'amelie.fortin@example.ca');
  type(/^Social insurance number/, '046 454 286');
  type(/^Transit number/, '00152');
  type(/^Institution number/, '004');
  type(/^Account number/, '987654321');
  for (const name of [/agent contract/, /commission schedule/, /pre-authorised debit agreement/]) {
    fireEvent.click(getControlByLabel(name, screen.getByTestId('ps-agreements')));
  }
}

// Each whole-application test fills a form of twenty fields (found in one pass, test/queries.ts; a
// few seconds a test alone). Beside the end-to-end tests, at a lower priority than they
// (scripts/test.mjs), on a slow 2-core machine, such tests have taken more than the project's 30 s
// (docs/performance.md "Fifteenth session", "Thirty-first session").
describe('partner sign-up (docs/product §4 "Partner signup")', { timeout: 90_000 }, () => {
  it('shows the server’s field messages and the spec’s general message, staying on the form', async () => {
    fetchMock.mockImplementationOnce(() =>
      answer(1, {
        error: {
          GENERAL: 'Please correct the errors above.',
          'personalInput.firstname': 'Please fill out your first name',
          'personalIDInput.personalID': 'Invalid social insurance number.',
          'agreementInput.agentContract': 'Please accept the agreement to continue',
          'agreementInput.salesCommissionSchedule': 'Please accept the agreement to continue',
          'agreementInput.preAuthAgreement': 'Please accept the agreement to continue',
        },
      }),
    );
    const { router } = renderApp('/partner/signup');
    await findPageTitle('Become a partner');
    type(/^Social insurance number/, '046 454 287');
    review();
    expect(await screen.findByText('Invalid social insurance number.')).toBeTruthy();
    expect(screen.getByText('Please fill out your first name')).toBeTruthy();
    expect(screen.getAllByText('Please accept the agreement to continue')).toHaveLength(3);
    expect(screen.getByRole('alert').textContent).toContain('Please correct the errors above.');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/webapp/partner/signup/validate');
    expect(sent(0).data.appdata.personalIDInput).toEqual({ personalID: '046 454 287' });
    expect(router.state.location.pathname).toBe('/partner/signup');
  });

  it('turns a province on with an empty licence expiring January 1 of this year, cleared again when toggled', async () => {
    fetchMock.mockImplementationOnce(() =>
      answer(1, {
        error: {
          GENERAL: 'Please correct the errors above.',
          'licenseInput.AB.expiry': 'Your licence expiry date must be in the future.',
        },
      }),
    );
    renderApp('/partner/signup');
    const alberta = await findByRoleOnceReady(() => screen.findByTestId('licence-AB'), 'switch', {
      name: 'Licensed in Alberta',
    });
    expect(screen.queryByLabelText(/^Licence number/)).toBeNull();
    fireEvent.click(alberta);
    const licence = within(screen.getByTestId('licence-AB'));
    expect((licence.getByLabelText(/^Licence number/) as HTMLInputElement).value).toBe('');
    expect((licence.getByLabelText(/^Licence expiry date/) as HTMLInputElement).value).toBe(
      `${new Date().getFullYear()}-01-01`,
    );
    fireEvent.change(licence.getByLabelText(/^Licence number/), { target: { value: 'AB-12345' } });
    review();
    expect(await licence.findByText('Your licence expiry date must be in the future.')).toBeTruthy();
    expect((sent(0).data.appdata.licenseInput as Record<string, unknown>).AB).toEqual({
      license: 'AB-12345',
      expiry: `${new Date().getFullYear()}-01-01`,
      enabled: true,
    });
    // Off and on again: the number is cleared.
    fireEvent.click(alberta);
    fireEvent.click(alberta);
    expect((licence.getByLabelText(/^Licence number/) as HTMLInputElement).value).toBe('');
  });

  it('keeps a half-filled form through a reload, without the SIN and the account number', async () => {
    const first = renderApp('/partner/signup');
    await findPageTitle('Become a partner');
    expect(screen.getByTestId('draft-note').textContent).toContain('never kept');
    type(/^First name/, 'Amélie');
    type(/^Social insurance number/, '046 454 286');
    type(/^Account number/, '987654321');
    const kept = sessionStorage.getItem(DRAFT_KEY) ?? '';
    expect(kept).toContain('Amélie');
    expect(kept).not.toContain('046');
    expect(kept).not.toContain('987654321');
    first.unmount();

    renderApp('/partner/signup');
    expect(((await findControlByLabel(/^First name/)) as HTMLInputElement).value).toBe('Amélie');
    expect((getControlByLabel(/^Social insurance number/) as HTMLInputElement).value).toBe('');
    expect((getControlByLabel(/^Account number/) as HTMLInputElement).value).toBe('');
  });

  it('validates, reviews with the SIN and account masked, submits and thanks with the new ID', async () => {
    fetchMock
      .mockImplementationOnce(() => answer(0, { valid: true }))
      .mockImplementationOnce(() => answer(0, { ID: 200007, email: 'amelie.fortin@example.ca' }));
    const { router } = renderApp('/partner/signup');
    await findPageTitle('Become a partner');
    await fillValid();
    review();
    await findPageTitle('Review your application');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/webapp/partner/signup/validate');
    expect(sent(0).data.appdata.personalIDInput).toEqual({ personalID: '046 454 286' });
    expect(screen.getByTestId('review-sin').textContent).toBe('*** *** 286');
    expect(screen.getByTestId('review-account').textContent).toBe('******4321');
    expect(document.body.textContent).not.toContain('046 454 286');

    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await findPageTitle('Thank you for applying');
    expect(router.state.location.pathname).toBe('/partner/signup/thanks');
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/webapp/partner/signup/submit');
    expect(screen.getByTestId('new-partner-id').textContent).toContain('200007');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it.each([
    ['en', 'Become a partner', `January 1, ${new Date().getFullYear()}`],
    ['fr', 'Devenir partenaire', `1er janvier ${new Date().getFullYear()}`],
  ] as const)(
    'the licences note names the expiry a toggle sets, the same date in both languages (%s)',
    async (language, title, date) => {
      await i18n.changeLanguage(language);
      usePreferences.setState({ language });
      renderApp('/partner/signup');
      await findPageTitle(title);
      const note = screen.getByTestId('licences-note').textContent ?? '';
      // The date the toggle really sets (this year's January 1, already past): the note says to change it.
      expect(note).toContain(date);
      expect(note).not.toMatch(/January 1 of this year|1er janvier de cette année/);
    },
  );

  it('opened directly (a bookmark, no application just submitted) claims nothing and offers to apply', async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ personalInput: { firstname: 'Amélie' } }));
    const { router } = renderApp('/partner/signup/thanks');
    await findPageTitle('Nothing to confirm');
    expect(document.body.textContent).not.toContain('We sent');
    expect(document.body.textContent).not.toContain('Your partner ID');
    expect(screen.getByRole('link', { name: 'Go to partner login' })).toBeTruthy();
    // A draft being typed in this tab is not thrown away by a page that received nothing.
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Apply to become a partner' }));
    await findPageTitle('Become a partner');
    expect(router.state.location.pathname).toBe('/partner/signup');
  });

  it('opened directly in French says the same in French', async () => {
    await i18n.changeLanguage('fr');
    renderApp('/partner/signup/thanks');
    await findPageTitle('Rien à confirmer');
    expect(screen.getByRole('link', { name: 'Présenter une demande de partenariat' })).toBeTruthy();
  });

  it('keeps the English of the domain’s sign-up messages exactly', () => {
    expect(en.partnerSignup.serverMessages).toEqual(PARTNER_SIGNUP_MESSAGES);
  });

  it.each([
    ['en', 'Review application', PARTNER_SIGNUP_MESSAGES.emailAlreadyPartner],
    [
      'fr',
      'Vérifier la demande',
      'Un compte de partenaire utilise déjà cette adresse courriel. Veuillez vous connecter avec votre numéro de partenaire ou utiliser une autre adresse.',
    ],
  ] as const)(
    'shows an e-mail a partner already uses on the e-mail field, by its key (%s)',
    async (language, reviewText, shown) => {
      await i18n.changeLanguage(language);
      usePreferences.setState({ language });
      fetchMock.mockImplementationOnce(() =>
        answer(1, {
          error: {
            GENERAL: 'Please correct the errors above.',
            'personalInput.email': PARTNER_SIGNUP_MESSAGES.emailAlreadyPartner,
          },
          errorKeys: {
            GENERAL: { key: 'validation.correctErrors' },
            'personalInput.email': { key: 'partnerSignup.emailAlreadyPartner' },
          },
        }),
      );
      renderApp('/partner/signup');
      await screen.findByTestId('partner-signup-form');
      review(reviewText);
      expect(await screen.findByText(shown)).toBeTruthy();
      expect(getControlByLabel(/^(E-mail address|Adresse courriel)/).getAttribute('aria-invalid')).toBe(
        'true',
      );
    },
  );

  it('returns a refused submission to the form with its messages', async () => {
    fetchMock
      .mockImplementationOnce(() => answer(0, { valid: true }))
      .mockImplementationOnce(() =>
        answer(1, {
          error: {
            GENERAL: 'Please correct the errors above.',
            'licenseInput.NS.expiry': 'Your licence expiry date must be in the future.',
          },
        }),
      );
    const { router } = renderApp('/partner/signup');
    await findPageTitle('Become a partner');
    await fillValid();
    fireEvent.click(
      within(screen.getByTestId('licence-NS')).getByRole('switch', { name: 'Licensed in Nova Scotia' }),
    );
    const ns = within(screen.getByTestId('licence-NS'));
    fireEvent.change(ns.getByLabelText(/^Licence number/), { target: { value: 'NS-40012' } });
    fireEvent.change(ns.getByLabelText(/^Licence expiry date/), { target: { value: '2099-12-31' } });
    review();
    await findPageTitle('Review your application');
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await findPageTitle('Become a partner');
    expect(router.state.location.pathname).toBe('/partner/signup');
    const back = within(screen.getByTestId('licence-NS'));
    expect(await back.findByText('Your licence expiry date must be in the future.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Please correct the errors above.');
    // The application came back whole: the SIN is still in the form.
    expect((getControlByLabel(/^Social insurance number/) as HTMLInputElement).value).toBe('046 454 286');
  });
});
