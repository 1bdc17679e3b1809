import { de } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import type { InfoContent, InfoLanguage } from './types.ts';

export const INFO_CONTENT: Record<InfoLanguage, InfoContent> = { en, de, fr };
