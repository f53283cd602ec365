import { useTranslation } from 'react-i18next';
import { getAppConfig } from '../config';

/**
 * The year the copyright lines show (the footer, the drawers' footer): this year. The first frames'
 * renderer (decision 0051) sets a placeholder instead, which the server fills with the year it sends
 * a frame in, so that a frame built in December does not show last year in January.
 */
let shown: string | undefined;

/** The first frames' renderer only: the text shown instead of the year. */
export function setCopyrightYear(text: string | undefined): void {
  shown = text;
}

/** "© <year> <provider>": the copyright line of every footer. */
export function useCopyrightLine(): string {
  const { t } = useTranslation();
  return t('footer.copyright', {
    year: shown ?? String(new Date().getFullYear()),
    provider: getAppConfig().providerName,
  });
}
