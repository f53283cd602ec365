import { languageOf, storedTextIn } from '@benefits/domain';
import { useTranslation } from 'react-i18next';

/** A stored text as the page shows it: the text, and `lang` only when it is not the page's language. */
export interface ShownText {
  text: string;
  /** 'en' for an English fallback on a French page (screen readers then pronounce it as English). */
  lang: 'en' | 'fr' | undefined;
}

/**
 * Texts kept in both languages (an ad's or an update note's `title_fr`/`body_fr`, '' when none;
 * decision 0021) in the language on screen, by the domain's `storedTextIn`, with the `lang` attribute
 * an English fallback needs on a French page.
 */
export function useStoredText(): (english: string, french: string | undefined) => ShownText {
  const { i18n } = useTranslation();
  const language = languageOf(i18n.language);
  return (english, french) => {
    const shown = storedTextIn(english, french, language);
    return { text: shown.text, lang: shown.language === language ? undefined : shown.language };
  };
}
