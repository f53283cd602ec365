import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { usePreferences } from '../../lib/preferences';
import { renderApp } from '../../test/renderApp';
import { goTo, PLAN_DRAFT_KEY } from './application';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  usePreferences.setState({ language: 'en' });
  await i18n.changeLanguage('en');
});

const answer = (code: number, data: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify({ code, data }), { status: code === 0 ? 200 : code === 4 ? 404 : 400 }),
  );
const sent = (call: number) =>
  JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as { data: Record<string, unknown> };
const plan = () => screen.getByRole('combobox', { name: /^Plan/ }) as HTMLSelectElement;

/** An application at the review, as the prospect typed it (the postal code in lower case, no space). */
const typedReview = {
  applicationID: 'abc',
  currentSignupStep: 2,
  appdata: {
    firstname: 'Amélie',
    lastname: "O'Neil",
    email: 'a@example.ca',
    birthdate: '1984-03-09',
    planCategory: 'group',
    planCode: '1071',
    planConfirm: true,
    company: { name: 'Lakeshore Dental Inc.', type: '1', postal: 'm5v3l9' },
    employCompany: { fiscalDate: 'Dec-31', planYearType: '1', onlineAgreement: true, acknowledgePAC: true },
    incorpCompany: { adminAgreement: true, employeeConfirmation: true },
    hasSecondEmployee: true,
    secondEmployee: {
      firstname: 'Raj',
      lastname: 'Patel',
      email: 'raj.patel@example.ca',
      birthdate: '1990-07-01',
    },
  },
  quote: {
    planCode: 1071,
    province: 'ON',
    priceCents: 33_500,
    taxCents: 4355,
    totalCents: 37_855,
    taxBps: 1300,
    taxIncluded: false,
    taxKind: 'HST',
  },
  paymentError: null,
  locked: false,
  paid: null,
};

/** The labels and values a part of the review shows, in order. */
const facts = (part: string) =>
  [...screen.getByTestId(part).querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

describe('client sign-up (docs/product §4 "Client signup")', () => {
  it('a partner link that fails leaves partner 1 and clears the plan; the server’s messages go on the fields', async () => {
    // The lookup answers after a plan was chosen: the failure clears it.
    let fail = () => {};
    fetchMock.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          fail = () =>
            void answer(4, {
              error: { GENERAL: 'This partner link is not valid. You can sign up without a partner.' },
            }).then(resolve);
        }),
    );
    renderApp('/signup?partner=999999');
    await screen.findByRole('heading', { level: 1, name: 'Sign up your company' });
    fireEvent.change(plan(), { target: { value: '1071' } });
    expect(plan().value).toBe('1071');
    fail();
    expect(
      await screen.findByText('This partner link is not valid. You can sign up without a partner.'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/webapp/partner/insurance/get');
    expect(plan().value).toBe('');

    fetchMock.mockImplementationOnce(() =>
      answer(1, {
        error: { GENERAL: 'Please correct the errors above.', planCode: 'Please select a plan.' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please select a plan.')).toBeTruthy();
    expect(
      screen.getAllByRole('alert').some((a) => a.textContent?.includes('Please correct the errors above.')),
    ).toBe(true);
    expect(sent(1).data).toMatchObject({ step: 0, website: '', appdata: { partnerID: 1, planCode: '' } });
  });

  it('keeps the first step through a reload until it is saved, then forgets it', async () => {
    const first = renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Sign up your company' });
    expect(screen.getByTestId('signup-draft-note').textContent).toContain('kept in this browser tab');
    const box = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
    fireEvent.change(box(/^First name/), { target: { value: 'Amélie' } });
    fireEvent.change(box(/^Last name/), { target: { value: "O'Neil" } });
    fireEvent.change(box(/^E-mail address/), { target: { value: 'a@example.ca' } });
    fireEvent.change(plan(), { target: { value: '1071' } });
    fireEvent.change(document.getElementById('signup-website')!, { target: { value: 'bot' } });
    expect(sessionStorage.getItem(PLAN_DRAFT_KEY)).not.toContain('bot');
    first.unmount();

    // The reload: the same tab, the same values.
    renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Sign up your company' });
    expect(box(/^First name/).value).toBe('Amélie');
    expect(box(/^Last name/).value).toBe("O'Neil");
    expect(box(/^E-mail address/).value).toBe('a@example.ca');
    expect(plan().value).toBe('1071');
    expect((document.getElementById('signup-website') as HTMLInputElement).value).toBe('');

    // Saved on the server: nothing is kept in the tab any more.
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/client/signup/save')
        ? answer(0, { applicationID: 'abc', currentSignupStep: 1, resumeMailedTo: 'a@example.ca' })
        : answer(0, {
            applicationID: 'abc',
            currentSignupStep: 1,
            appdata: { firstname: 'Amélie' },
            quote: null,
            paymentError: null,
            locked: false,
            paid: null,
          }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('textbox', { name: /^Company name/ });
    expect(sessionStorage.getItem(PLAN_DRAFT_KEY)).toBeNull();
  });

  it('a partner link whose ID is not a number says the link is not valid, without asking the server', async () => {
    renderApp('/signup?partner=abc');
    expect(
      await screen.findByText('This partner link is not valid. You can sign up without a partner.'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an application that does not exist offers to start a new one', async () => {
    fetchMock.mockImplementationOnce(() =>
      answer(4, { error: { GENERAL: 'This application was not found. Please start a new one.' } }),
    );
    const { router } = renderApp('/signup/doesnotexist123');
    expect(await screen.findByText('This application was not found. Please start a new one.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Start a new application' }));
    await screen.findByRole('button', { name: 'Save and continue' });
    expect(router.state.location.pathname).toBe('/signup');
  });

  describe('/signup/thanks/{id} opened directly (a bookmark: no return from the checkout)', () => {
    it('an application not paid says there is nothing to confirm, and offers to continue it or start anew', async () => {
      fetchMock.mockImplementation(() => answer(0, typedReview));
      const { router } = renderApp('/signup/thanks/abc');
      expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to confirm' })).toBeTruthy();
      expect(document.body.textContent).not.toContain('We e-mailed');
      expect(document.body.textContent).not.toContain('signed up');
      // Not sent to the review as if a payment had just been cancelled.
      expect(router.state.location.pathname).toBe('/signup/thanks/abc');
      expect(sent(0).data).toEqual({ applicationID: 'abc' });
      expect(screen.getByRole('link', { name: 'Start a new application' }).getAttribute('href')).toBe(
        '/signup',
      );
      fireEvent.click(screen.getByRole('link', { name: 'Continue this application' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/signup/review/abc'));
    });

    it('an application a partner referred: the new application keeps the partner', async () => {
      fetchMock.mockImplementation(() =>
        answer(0, { ...typedReview, appdata: { ...typedReview.appdata, partnerID: 200001 } }),
      );
      renderApp('/signup/thanks/abc');
      await screen.findByRole('heading', { level: 1, name: 'Nothing to confirm' });
      expect(screen.getByRole('link', { name: 'Start a new application' }).getAttribute('href')).toBe(
        '/signup?partner=200001',
      );
    });

    it('an application that does not exist says so and offers to start a new one', async () => {
      fetchMock.mockImplementationOnce(() =>
        answer(4, { error: { GENERAL: 'This application was not found. Please start a new one.' } }),
      );
      const { router } = renderApp('/signup/thanks/doesnotexist123');
      expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to confirm' })).toBeTruthy();
      expect(screen.getByText('This application was not found. Please start a new one.')).toBeTruthy();
      fireEvent.click(screen.getByRole('link', { name: 'Start a new application' }));
      await screen.findByRole('button', { name: 'Save and continue' });
      expect(router.state.location.pathname).toBe('/signup');
    });

    it('a paid application still shows its IDs (the mails were sent when it was paid)', async () => {
      fetchMock.mockImplementation(() =>
        answer(0, {
          ...typedReview,
          currentSignupStep: 3,
          locked: false,
          paid: { employerId: 5010, adminId: 100020 },
        }),
      );
      renderApp('/signup/thanks/abc');
      expect((await screen.findByTestId('signup-ids')).textContent).toContain('100020');
      expect(screen.getByRole('heading', { level: 1, name: 'Thank you' })).toBeTruthy();
    });

    it('in French', async () => {
      await i18n.changeLanguage('fr');
      fetchMock.mockImplementation(() => answer(0, typedReview));
      renderApp('/signup/thanks/abc');
      expect(await screen.findByRole('heading', { level: 1, name: 'Rien à confirmer' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Poursuivre cette demande' })).toBeTruthy();
    });
  });

  it('the return from the checkout, not paid, goes back to the review with the reason', async () => {
    fetchMock.mockImplementation(() => answer(0, typedReview));
    const { router } = renderApp('/signup/thanks/abc?session_id=cs_test_1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/review/abc'));
    expect(router.state.location.search).toBe('?payment=cancelled');
    expect(sent(0).data).toEqual({ applicationID: 'abc', sessionId: 'cs_test_1' });
  });

  it('a partner found is named, and sent with the application', async () => {
    fetchMock.mockImplementationOnce(() =>
      answer(0, {
        partnerID: 200001,
        partnerName: 'Ethan Wilson',
        partnerInsuredProvinces: ['ON'],
        partnerNotInsured: 'N',
        webProfile: {
          name: 'Ethan Wilson, Wilson Financial',
          phone: '604-555-0142',
          intro: 'Benefits for British Columbia businesses.',
        },
      }),
    );
    renderApp('/signup?partner=200001');
    expect(await screen.findByText('Referred by Ethan Wilson (partner 200001).')).toBeTruthy();
    // What the partner tells prospects on their web profile.
    const profile = screen.getByTestId('signup-partner-profile');
    expect(profile.textContent).toBe(
      'Ethan Wilson, Wilson FinancialTelephone: 604-555-0142Benefits for British Columbia businesses.',
    );
    fetchMock.mockImplementationOnce(() =>
      answer(1, { error: { GENERAL: 'Please correct the errors above.' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByText('Please correct the errors above.');
    expect(sent(1).data.appdata).toMatchObject({ partnerID: 200001 });
  });

  it('the review shows the price with its tax, the last decline, and pays on the provider’s page', async () => {
    const review = {
      applicationID: 'abc',
      currentSignupStep: 2,
      appdata: {
        firstname: 'Amélie',
        lastname: "O'Neil",
        email: 'a@example.ca',
        planCode: '1071',
        company: { name: 'Lakeshore Dental Inc.', type: '1', postal: 'M5V 2T6' },
        hasSecondEmployee: false,
        // Referred by a partner (the server's lookup, kept on the application).
        partnerID: 200001,
        partnerName: 'Ethan Wilson',
      },
      quote: {
        planCode: 1071,
        province: 'ON',
        priceCents: 33_500,
        taxCents: 4355,
        totalCents: 37_855,
        taxBps: 1300,
        taxIncluded: false,
        taxKind: 'HST',
      },
      paymentError: 'Your card was declined.',
      locked: true,
      paid: null,
    };
    fetchMock.mockImplementationOnce(() => answer(0, review));
    renderApp('/signup/review/abc?payment=cancelled');
    expect(await screen.findByText('Your payment did not go through: Your card was declined.')).toBeTruthy();
    expect(sent(0).data).toEqual({ applicationID: 'abc', cancelled: true });
    expect(screen.getByTestId('review-tax').textContent).toBe('$43.55');
    expect(screen.getByText('HST (13%)')).toBeTruthy();
    expect(screen.getByTestId('review-total').textContent).toBe('$378.55');
    // The declined payment's checkout is still open: no Edit buttons, and a way to start anew that
    // keeps the referring partner (their commission and their manager's depend on it).
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByTestId('review-locked').textContent).toContain('can no longer be changed');
    expect(screen.getByRole('link', { name: 'Start a new application' }).getAttribute('href')).toBe(
      '/signup?partner=200001',
    );

    const assign = vi.spyOn(goTo, 'page').mockImplementation(() => {});
    fetchMock.mockImplementationOnce(() =>
      answer(0, { url: 'http://localhost/offline-checkout/cs_1', sessionId: 'cs_1' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay $378.55 by card' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/offline-checkout/cs_1'));
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/webapp/client/signup/payment');
  });

  it('the review shows every field of both steps with its label, dates and postal code formatted', async () => {
    fetchMock.mockImplementation(() => answer(0, typedReview));
    renderApp('/signup/review/abc');
    await screen.findByTestId('review-total');
    expect(facts('su-review-details')).toEqual([
      ['First name', 'Amélie'],
      ['Last name', "O'Neil"],
      ['E-mail address', 'a@example.ca'],
      ['Date of birth', 'Mar 9, 1984'],
      ['Plan', 'HSA Group'],
    ]);
    expect(facts('su-review-company')).toEqual([
      ['Company name', 'Lakeshore Dental Inc.'],
      ['Company type', 'Incorporated'],
      // As typed, 'm5v3l9': shown the standard way.
      ['Company postal code', 'M5V 3L9'],
      ['Province', 'Ontario'],
      ['Plan year end', 'Corporate Fiscal Year End'],
      ['Fiscal year end', 'December 31'],
      ['First name', 'Raj'],
      ['Last name', 'Patel'],
      ['E-mail address', 'raj.patel@example.ca'],
      ['Date of birth', 'Jul 1, 1990'],
    ]);
    const company = within(screen.getByTestId('su-review-company'));
    expect(company.getByRole('heading', { level: 3, name: 'Plan year' })).toBeTruthy();
    expect(company.getByRole('heading', { level: 3, name: 'A second employee' })).toBeTruthy();
    const agreements = within(screen.getByTestId('su-review-agreements')).getAllByRole('listitem');
    expect(agreements.map((item) => item.textContent)).toEqual([
      'I confirm the plan I chose. (Accepted)',
      'I accept the online services agreement. (Accepted)',
      'I acknowledge the pre-authorised debit (PAD) terms for funding claims. (Accepted)',
      'I accept the plan administration agreement on behalf of the company. (Accepted)',
      'I confirm that I am an employee of the company. (Accepted)',
    ]);
  });

  it('the review says when there is no second employee, and reads in French', async () => {
    await i18n.changeLanguage('fr');
    usePreferences.setState({ language: 'fr' });
    fetchMock.mockImplementation(() =>
      answer(0, {
        ...typedReview,
        appdata: {
          ...typedReview.appdata,
          company: { name: 'Soins du Lac', type: '3', postal: 'M5V-3L9' },
          employCompany: { ...typedReview.appdata.employCompany, planYearType: '3', fiscalDate: '02-29' },
          hasSecondEmployee: false,
        },
      }),
    );
    renderApp('/signup/review/abc');
    await screen.findByTestId('review-total');
    expect(facts('su-review-details')).toContainEqual(['Date de naissance', '9 mars 1984']);
    expect(facts('su-review-company')).toEqual([
      ['Nom de l’entreprise', 'Soins du Lac'],
      ['Type d’entreprise', 'Organisme sans but lucratif'],
      ['Code postal de l’entreprise', 'M5V 3L9'],
      ['Province', 'Ontario'],
      // A calendar plan year has no fiscal year end: none shown, whatever was typed before.
      ['Fin de l’année du régime', 'Fin de l’année civile'],
    ]);
    expect(screen.getByTestId('review-second-none').textContent).toBe('Aucun');
    // A company that is not incorporated has no administration agreement to accept.
    expect(within(screen.getByTestId('su-review-agreements')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('asks for the fiscal year end only for a Corporate Fiscal Year End plan year', async () => {
    fetchMock.mockImplementationOnce(() =>
      answer(0, {
        applicationID: 'abc',
        currentSignupStep: 1,
        appdata: { firstname: 'Amélie', lastname: 'Roy', email: 'a@example.ca', planCode: '1071' },
        quote: null,
        paymentError: null,
        locked: false,
        paid: null,
      }),
    );
    renderApp('/signup/abc');
    const type = await screen.findByRole('combobox', { name: /^Plan year end/ });
    const fiscal = () => screen.queryByRole('textbox', { name: /^Fiscal year end/ });
    expect(fiscal()).toBeNull();
    fireEvent.change(type, { target: { value: '1' } });
    fireEvent.change(await vi.waitFor(() => fiscal()!), { target: { value: '06-30' } });
    fireEvent.change(type, { target: { value: '3' } });
    await waitFor(() => expect(fiscal()).toBeNull());
    fetchMock.mockImplementationOnce(() =>
      answer(1, { error: { GENERAL: 'Please correct the errors above.' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByText('Please correct the errors above.');
    // The value typed for the other plan year type is not sent with a calendar one.
    expect((sent(1).data.appdata as { employCompany: unknown }).employCompany).toMatchObject({
      planYearType: '3',
      fiscalDate: '',
    });
  });

  it('asks before Back leaves the company step with what was typed unsaved', async () => {
    const state = {
      applicationID: 'abc',
      currentSignupStep: 1,
      appdata: { firstname: 'Amélie', lastname: 'Roy', email: 'a@example.ca', planCode: '1071' },
      quote: null,
      paymentError: null,
      locked: false,
      paid: null,
    };
    fetchMock.mockImplementation(() => answer(0, state));
    const { router } = renderApp('/signup/abc');
    const name = await screen.findByRole('textbox', { name: /^Company name/ });
    fireEvent.change(name, { target: { value: 'Lakeshore Dental Inc.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Leave this page?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
    expect((screen.getByRole('textbox', { name: /^Company name/ }) as HTMLInputElement).value).toBe(
      'Lakeshore Dental Inc.',
    );
  });

  it('names the tax in the reader’s language (TVH, TPS)', async () => {
    await i18n.changeLanguage('fr');
    const quote = { planCode: 1071, province: 'ON', priceCents: 33_500, taxCents: 4355, totalCents: 37_855 };
    fetchMock.mockImplementationOnce(() =>
      answer(0, {
        applicationID: 'abc',
        currentSignupStep: 2,
        appdata: { firstname: 'Amélie', lastname: 'Roy', email: 'a@example.ca', planCode: '1071' },
        quote: { ...quote, taxBps: 1300, taxIncluded: false, taxKind: 'HST' },
        paymentError: null,
        locked: false,
        paid: null,
      }),
    );
    renderApp('/signup/review/abc');
    expect((await screen.findByText(/^TVH \(13/)).textContent).not.toContain('HST');
    // No payment started: both parts can still be changed.
    expect(screen.getAllByRole('button', { name: 'Modifier' })).toHaveLength(2);
    expect(screen.queryByTestId('review-locked')).toBeNull();
  });
});
