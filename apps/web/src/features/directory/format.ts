import { centsOfDollarsText, messageKeyOf } from '@benefits/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../lib/format';
import { translateKeyed } from '../../lib/i18n/messages';

/** Money (cents) and ISO dates in the reader's language. */
export function useMoney() {
  const { i18n } = useTranslation();
  return {
    money: (cents: number) => formatMoney(cents, i18n.language),
    date: (iso: string) => formatDate(iso, i18n.language),
  };
}

/**
 * A message of the domain or the server in the reader's language, by its key (lib/i18n/messages), the
 * amounts of money it names ('$768.00', as the domain writes them) written as the reader writes them
 * ('768,00 $'); a text without a key as it came.
 */
export function useDirectoryMessage(): (text: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (text) => {
      if (!text) return text;
      const keyed = messageKeyOf(text);
      if (!keyed) return text;
      const params =
        keyed.params &&
        Object.fromEntries(
          Object.entries(keyed.params).map(([name, value]) => {
            const cents = typeof value === 'string' ? centsOfDollarsText(value) : null;
            return [name, cents === null ? value : formatMoney(cents, language)];
          }),
        );
      return translateKeyed({ ...keyed, params }, t, text);
    },
    [t, language],
  );
}
