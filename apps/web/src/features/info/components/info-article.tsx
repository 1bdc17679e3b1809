import { Container, List, Text, Title } from '@mantine/core';
import type { InfoArticleContent, InfoDocumentKey, InfoLanguage } from '../content/types.ts';
import { InfoHeader } from './info-header.tsx';
import { InlineText } from './inline-text.tsx';

interface InfoArticleProps {
  page: InfoDocumentKey;
  document: InfoArticleContent;
  updatedLabel: string;
  language: InfoLanguage;
}

/** One information page: a title, then sections of paragraphs and lists. */
export function InfoArticle({ page, document, updatedLabel, language }: InfoArticleProps) {
  const titleId = `info-${page}-title`;
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <article aria-labelledby={titleId} lang={language}>
        <InfoHeader
          id={titleId}
          title={document.title}
          intro={document.intro}
          updated={document.updated}
          updatedLabel={updatedLabel}
          language={language}
        />
        {document.sections.map((section, index) => {
          const headingId = `info-${page}-section-${index + 1}`;
          return (
            <section key={section.heading} aria-labelledby={headingId}>
              <Title order={2} id={headingId} size="h3" mt="xl" mb="sm">
                {section.heading}
              </Title>
              {section.paragraphs?.map((paragraph) => (
                <Text key={paragraph} mb="sm">
                  <InlineText text={paragraph} />
                </Text>
              ))}
              {section.items && section.items.length > 0 && (
                <List spacing="xs" mb="sm" withPadding>
                  {section.items.map((item) => (
                    <List.Item key={item}>
                      <InlineText text={item} />
                    </List.Item>
                  ))}
                </List>
              )}
            </section>
          );
        })}
      </article>
    </Container>
  );
}
