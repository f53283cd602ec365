import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../lib/format';

/** Money (cents) and ISO dates in the reader's language. */
export function useMoney() {
  const { i18n } = useTranslation();
  return {
    money: (cents: number) => formatMoney(cents, i18n.language),
    date: (iso: string) => formatDate(iso, i18n.language),
  };
}
