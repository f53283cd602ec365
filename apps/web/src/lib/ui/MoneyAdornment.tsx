import InputAdornment from '@mui/material/InputAdornment';
import { languageOf } from '@benefits/domain';
import { useTranslation } from 'react-i18next';

/**
 * An amount field's dollar sign where the reader's language writes it: before the amount in English
 * ("$ 12.34"), after it in Canadian French ("12,34 $"), as formatMoney writes amounts. Spread into a
 * TextField's `slotProps.input` (or an OutlinedInput's props); the sign is decoration, the label
 * says the field is an amount.
 */
export function moneyAdornment(language: string) {
  return languageOf(language) === 'fr'
    ? { endAdornment: <InputAdornment position="end">$</InputAdornment> }
    : { startAdornment: <InputAdornment position="start">$</InputAdornment> };
}

/** `moneyAdornment` in the language on screen (it follows a switch of language). */
export function useMoneyAdornment() {
  const { i18n } = useTranslation();
  return moneyAdornment(i18n.language);
}
