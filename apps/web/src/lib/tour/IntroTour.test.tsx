import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { employeeUser, signInEmployee } from '../../test/employee';
import { partnerUser, signInPartner } from '../../test/partnerTools';
import { usePreferences } from '../preferences';
import { useEmployeeSession, usePartnerSession } from '../session/store';
import { IntroTour, TakeTourButton } from './IntroTour';
import { employeeTourAudience } from './steps';
import { tourSeenKey, useTour } from './useTour';

function Harness({ userId = 100001, audience = 'EE' }: { userId?: number; audience?: 'EE' | 'AGENT' }) {
  const tour = useTour(audience, userId);
  return (
    <>
      <TakeTourButton tour={tour} />
      <IntroTour tour={tour} />
    </>
  );
}

const renderTour = (userId?: number, audience?: 'EE' | 'AGENT') =>
  render(
    <AppProviders>
      <Harness userId={userId} audience={audience} />
    </AppProviders>,
  );

const acting = {
  staffName: 'Alex Morgan',
  username: 'staff',
  subjectName: 'Olivia Tremblay',
  subjectId: 100001,
};

const dialog = () => screen.getByRole('dialog');
const title = () => within(dialog()).getByRole('heading').textContent;
const button = (name: string) => within(dialog()).queryByRole('button', { name });

afterEach(() => usePreferences.setState({ language: 'en' }));

describe('intro tour (docs/product §2 Other UI, §4: Previous, Next, Exit)', () => {
  it('opens by itself the first time, steps with Next and Previous, clamps at the first step', () => {
    renderTour();
    expect(title()).toBe('Welcome to your health spending account');
    expect(within(dialog()).getByText('Step 1 of 5')).toBeTruthy();
    const image = within(dialog()).getByRole('img', { name: 'A dashboard with balance cards and a menu.' });
    expect(image.getAttribute('src')).toBe('/tour/ee-welcome.svg');
    expect(button('Previous')?.hasAttribute('disabled')).toBe(true);

    fireEvent.click(button('Next')!);
    expect(title()).toBe('Claim with your receipts');
    expect(within(dialog()).getByText(/upload a photo or scan of each receipt/)).toBeTruthy();
    fireEvent.click(button('Previous')!);
    expect(title()).toBe('Welcome to your health spending account');
    fireEvent.click(button('Previous')!); // disabled: stays
    expect(within(dialog()).getByText('Step 1 of 5')).toBeTruthy();
  });

  it('shows Exit instead of Next on the last step, and Exit closes it', async () => {
    renderTour();
    for (let i = 0; i < 4; i += 1) fireEvent.click(button('Next')!);
    expect(title()).toBe('Get paid by direct deposit');
    expect(within(dialog()).getByText('Step 5 of 5')).toBeTruthy();
    expect(button('Next')).toBeNull();
    expect(within(dialog()).getAllByRole('button', { name: 'Exit' })).toHaveLength(1);
    fireEvent.click(button('Exit')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("is shown once per user and audience, and 'Take the tour' opens it again at the first step", () => {
    const first = renderTour();
    fireEvent.click(button('Next')!);
    fireEvent.click(button('Exit')!);
    first.unmount();
    expect(localStorage.getItem(tourSeenKey('EE', 100001))).not.toBeNull();

    renderTour();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Take the tour' }));
    expect(title()).toBe('Welcome to your health spending account');
  });

  it('opens for another user who has not seen it, and speaks French', () => {
    localStorage.setItem(tourSeenKey('EE', 100001), 'seen');
    usePreferences.setState({ language: 'fr' });
    renderTour(100002);
    expect(title()).toBe('Bienvenue dans votre compte de soins de santé');
    expect(button('Suivant')).toBeTruthy();
    expect(button('Précédent')).toBeTruthy();
    expect(button('Quitter')).toBeTruthy();
    expect(within(dialog()).getByText('Étape 1 de 5')).toBeTruthy();
  });

  it('does not open by itself for a staff member acting for the account, whose Stop it would cover', async () => {
    signInEmployee(employeeUser());
    useEmployeeSession.setState((s) => ({ session: s.session && { ...s.session, acting } }));
    const view = renderTour(100001);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Nor is it counted as seen: the user's own first visit still opens it.
    expect(localStorage.getItem(tourSeenKey('EE', 100001))).toBeNull();
    // Taken on purpose, it opens; Exit closes it.
    fireEvent.click(screen.getByRole('button', { name: 'Take the tour' }));
    expect(title()).toBe('Welcome to your health spending account');
    fireEvent.click(button('Exit')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(tourSeenKey('EE', 100001))).toBeNull();
    view.unmount();

    // The same for an agent's account, and only for the area staff act in.
    signInPartner(partnerUser());
    usePartnerSession.setState((s) => ({ session: s.session && { ...s.session, acting } }));
    const agent = renderTour(200001, 'AGENT');
    expect(screen.queryByRole('dialog')).toBeNull();
    agent.unmount();
    useEmployeeSession.getState().clear();
    renderTour(100001);
    expect(title()).toBe('Welcome to your health spending account');
  });

  it('gives company administrators the benefit contact tour', () => {
    expect(employeeTourAudience({ GROUP_ADMIN: 'Y', NON_MEMBER_ADMIN_ONLY: 'N' })).toBe('BC');
    expect(employeeTourAudience({ GROUP_ADMIN: 'N', NON_MEMBER_ADMIN_ONLY: 'Y' })).toBe('BC');
    expect(employeeTourAudience({ GROUP_ADMIN: 'N', NON_MEMBER_ADMIN_ONLY: 'N' })).toBe('EE');
  });
});
