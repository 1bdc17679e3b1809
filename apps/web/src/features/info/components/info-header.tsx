import { Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { InfoLanguage } from '../content/types.ts';
import { InlineText } from './inline-text.tsx';

interface InfoHeaderProps {
  id: string;
  title: string;
  intro: string;
  updated: string;
  updatedLabel: string;
  language: InfoLanguage;
}

function formatDate(isoDate: string, language: InfoLanguage): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The h1, the date of the last change and the introduction of an information page. */
export function InfoHeader({ id, title, intro, updated, updatedLabel, language }: InfoHeaderProps) {
  useDocumentTitle(`${title} · Makerboard`);
  return (
    <header>
      <Title order={1} id={id}>
        {title}
      </Title>
      <Text size="sm" mt="xs">
        {updatedLabel}: <time dateTime={updated}>{formatDate(updated, language)}</time>
      </Text>
      <Text size="lg" mt="md">
        <InlineText text={intro} />
      </Text>
    </header>
  );
}
