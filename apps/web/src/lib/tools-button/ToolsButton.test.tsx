import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInTools } from '../../test/partnerTools';
import '../i18n';
import { storageKey, useToolsSession } from '../session/store';
import { ToolsButton, toolsButtonVisible } from './ToolsButton';

const renderButton = () =>
  render(
    <MemoryRouter initialEntries={['/partner']}>
      <ToolsButton />
    </MemoryRouter>,
  );

afterEach(() => {
  vi.useRealTimers();
  useToolsSession.getState().clear();
});

describe("the floating 'Tools' button (docs/product §2 Tools shell, domain canSeeToolsButton)", () => {
  it('is absent without a tools session', () => {
    renderButton();
    expect(screen.queryByRole('link', { name: 'Tools' })).toBeNull();
  });

  it('links to /tools/ while the tools token is the stored one and has not expired', () => {
    signInTools('staff', ['ALL_ACCESS'], 600);
    renderButton();
    expect(screen.getByRole('link', { name: 'Tools' }).getAttribute('href')).toBe('/tools/');
  });

  it('is absent when another tab replaced the stored tools token', () => {
    signInTools('staff', ['ALL_ACCESS'], 600);
    const stored = JSON.parse(localStorage.getItem(storageKey('tools')) ?? '{}') as {
      state: { session: { token: string } };
    };
    stored.state.session.token = 'another-tab';
    localStorage.setItem(storageKey('tools'), JSON.stringify(stored));
    renderButton();
    expect(screen.queryByRole('link', { name: 'Tools' })).toBeNull();
  });

  it('is absent once the tools session has expired, and goes away by itself at expiry', () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T15:00:00Z') });
    signInTools('staff', ['ALL_ACCESS'], 120);
    renderButton();
    expect(screen.getByRole('link', { name: 'Tools' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(119_000));
    expect(screen.getByRole('link', { name: 'Tools' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByRole('link', { name: 'Tools' })).toBeNull();
    expect(toolsButtonVisible(useToolsSession.getState().session, new Date())).toBe(false);
  });
});
