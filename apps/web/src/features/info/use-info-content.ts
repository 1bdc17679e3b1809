import { useTranslation } from 'react-i18next';
import { INFO_CONTENT } from './content/index.ts';
import { type InfoContent, type InfoLanguage, infoLanguage } from './content/types.ts';

/** The information texts in the current UI language (en when the language is not en, de or fr). */
export function useInfoContent(): { language: InfoLanguage; content: InfoContent } {
  const { i18n } = useTranslation();
  const language = infoLanguage(i18n?.language);
  return { language, content: INFO_CONTENT[language] };
}
