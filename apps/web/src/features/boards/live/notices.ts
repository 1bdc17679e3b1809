import i18n from 'i18next';

/** The few words of the live layer, in every language of the app (kept here, off the catalogues). */
const BOARD_DELETED: Record<string, string> = {
  en: 'This board was deleted.',
  de: 'Dieses Board wurde gelöscht.',
  fr: 'Ce board a été supprimé.',
};

export function boardDeletedText(language: string = i18n.language): string {
  const base = (language || 'en').toLowerCase().split('-')[0] ?? 'en';
  return BOARD_DELETED[base] ?? BOARD_DELETED.en!;
}
