import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { setScreenWide } from '../../test/partnerTools';
import { SignedInAs } from './SignedInAs';

const TEXT = 'Connecté en tant que marie.tremblay';

function show() {
  render(
    <AppProviders>
      <SignedInAs name="marie.tremblay" text={TEXT} data-testid="who" />
    </AppProviders>,
  );
  return screen.getByTestId('who');
}

describe('who is signed in, in a drawer shell’s top bar', () => {
  it('at 360 px shows the name alone, and still says the whole sentence to screen readers', () => {
    setScreenWide(false);
    const who = show();
    const name = screen.getByTestId('signed-in-name');
    expect(name.textContent).toBe('marie.tremblay');
    expect(name.getAttribute('aria-hidden')).toBe('true');
    // The sentence is in the page for assistive technology (not aria-hidden, not display: none).
    const spoken = screen.getByText(TEXT);
    expect(spoken.closest('[aria-hidden="true"]')).toBeNull();
    expect(getComputedStyle(spoken).display).not.toBe('none');
    expect(getComputedStyle(spoken).position).toBe('absolute');
    expect(who.getAttribute('title')).toBe(TEXT);
  });

  it('from the sm breakpoint up shows the whole sentence', () => {
    setScreenWide(true);
    const who = show();
    expect(who.textContent).toBe(TEXT);
    expect(screen.queryByTestId('signed-in-name')).toBeNull();
    expect(who.getAttribute('title')).toBe(TEXT);
  });
});
