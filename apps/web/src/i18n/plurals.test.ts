import { afterAll, describe, expect, it } from 'vitest';
import i18n, { changeLanguage } from './index.ts';
import { withScreenTexts } from './screens.ts';

afterAll(async () => {
  await changeLanguage('en');
});

/** "1 sections terminées sur 2", "1 unread conversations": counted texts follow each language's plural rules. */
describe('counted texts', () => {
  it('agree with their number in English, German and French', async () => {
    await withScreenTexts(async () => null);
    await changeLanguage('en');
    expect(i18n.t('inbox.linkUnread', { count: 1 })).toBe('Inbox, 1 unread conversation');
    expect(i18n.t('inbox.linkUnread', { count: 3 })).toBe('Inbox, 3 unread conversations');
    expect(i18n.t('inbox.people', { count: 1 })).toBe('1 person');

    await changeLanguage('fr');
    expect(i18n.t('boards.progress', { count: 1, total: 2 })).toBe('1 section terminée sur 2');
    expect(i18n.t('boards.progress', { count: 0, total: 2 })).toBe('0 section terminée sur 2');
    expect(i18n.t('boards.progress', { count: 2, total: 3 })).toBe('2 sections terminées sur 3');
    expect(i18n.t('boards.words', { count: 1, max: 200 })).toBe('1 mot sur 200');
    expect(i18n.t('inbox.unreadCount', { count: 1 })).toBe('1 non lu');

    await changeLanguage('de');
    expect(i18n.t('inbox.linkUnread', { count: 1 })).toBe('Nachrichten, 1 ungelesene Unterhaltung');
    expect(i18n.t('inbox.people', { count: 4 })).toBe('4 Personen');
  });

  it('name Featured and Recommended apart in German', async () => {
    await changeLanguage('de');
    expect(i18n.t('boards.badge.featured')).not.toBe(i18n.t('home.tabs.recommended'));
    expect(i18n.t('boards.badge.featured')).toBe(i18n.t('home.tabs.featured'));
  });
});
