import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../index';

/* The web's react-i18next runtime (./react-i18next.ts, decision 0050), as the app uses it. */

function Title({ seen }: { seen: unknown[] }) {
  const { t, i18n: fromHook } = useTranslation();
  useEffect(() => {
    seen.push(t);
  }, [t, seen]);
  return (
    <p>
      {t('app.loading')} {fromHook.language}
    </p>
  );
}

describe('useTranslation', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('renders again with a new t when the language changes, and keeps t between renders', async () => {
    const seen: unknown[] = [];
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Title seen={seen} />
      </I18nextProvider>,
    );
    const english = i18n.t('app.loading');
    expect(screen.getByText(`${english} en`)).toBeTruthy();
    rerender(
      <I18nextProvider i18n={i18n}>
        <Title seen={seen} />
      </I18nextProvider>,
    );
    expect(seen).toHaveLength(1);

    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText(`${i18n.t('app.loading')} fr`)).toBeTruthy();
    expect(i18n.t('app.loading')).not.toBe(english);
    expect(seen).toHaveLength(2);
    // react-i18next makes a new t at every languageChanged, even to the same language.
    await act(() => i18n.changeLanguage('fr'));
    expect(seen).toHaveLength(3);
  });

  it('finds the instance without a provider (initReactI18next)', () => {
    render(<Title seen={[]} />);
    expect(screen.getByText(/ en$/)).toBeTruthy();
  });

  it('refuses namespaces and options, which the runtime does not implement', () => {
    function WithNamespace() {
      useTranslation('claims');
      return null;
    }
    const error = console.error;
    console.error = () => {};
    try {
      expect(() => render(<WithNamespace />)).toThrow(/decisions\/0050/);
    } finally {
      console.error = error;
    }
  });
});
