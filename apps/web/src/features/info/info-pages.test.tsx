import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createInstance } from 'i18next';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { INFO_CONTENT } from './content/index.ts';
import type { InfoDocumentKey } from './content/types.ts';
import { AboutPage, CookiesPage, FaqPage, LegalPage, PrivacyPage, TermsPage } from './index.ts';

async function renderIn(Page: ComponentType, language: string) {
  // A separate instance given by the provider only: registering it with initReactI18next would make
  // it every later component's default, in this file and in files run after it in the worker.
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: {} });
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );
}

const DOCUMENT_PAGES: [InfoDocumentKey, ComponentType][] = [
  ['legal', LegalPage],
  ['terms', TermsPage],
  ['privacy', PrivacyPage],
  ['cookies', CookiesPage],
  ['about', AboutPage],
];

describe('information pages', () => {
  it.each(DOCUMENT_PAGES)('%s renders one h1 and an h2 per section', async (key, Page) => {
    const { container } = await renderIn(Page, 'en');
    const document = INFO_CONTENT.en[key];
    const article = screen.getByRole('article', { name: document.title });
    expect(
      within(article)
        .getAllByRole('heading', { level: 1 })
        .map((h) => h.textContent),
    ).toEqual([document.title]);
    expect(
      within(article)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(document.sections.map((section) => section.heading));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('follows the UI language and falls back to English', async () => {
    const german = await renderIn(PrivacyPage, 'de-DE');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(INFO_CONTENT.de.privacy.title);
    german.unmount();
    await renderIn(PrivacyPage, 'es');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(INFO_CONTENT.en.privacy.title);
  });

  it('renders internal links as router links and names as code', async () => {
    await renderIn(CookiesPage, 'fr');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toContain('/contact');
    expect(screen.getAllByText('mb_access')[0]?.tagName).toBe('CODE');
  });

  it('shows the FAQ as accordions whose questions are buttons', async () => {
    const user = userEvent.setup();
    const { container } = await renderIn(FaqPage, 'fr');
    const faq = INFO_CONTENT.fr.faq;
    const first = faq.groups[0].questions[0];
    const button = screen.getByRole('button', { name: first.question });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('button')).toHaveLength(faq.groups.flatMap((group) => group.questions).length);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(faq.groups.length);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
