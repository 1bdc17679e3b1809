import { Accordion, Container, Text, Title } from '@mantine/core';
import type { FaqDocument, InfoLanguage } from '../content/types.ts';
import { InfoHeader } from './info-header.tsx';
import { InlineText } from './inline-text.tsx';

interface FaqArticleProps {
  document: FaqDocument;
  updatedLabel: string;
  language: InfoLanguage;
}

/**
 * The FAQ: topic groups under h2 headings, each an accordion whose questions are buttons
 * (inside h3 headings, so the outline stays h1 → h2 → h3 for screen readers).
 */
export function FaqArticle({ document, updatedLabel, language }: FaqArticleProps) {
  const titleId = 'info-faq-title';
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
        {document.groups.map((group, groupIndex) => {
          const headingId = `info-faq-group-${groupIndex + 1}`;
          return (
            <section key={group.heading} aria-labelledby={headingId}>
              <Title order={2} id={headingId} size="h3" mt="xl" mb="sm">
                {group.heading}
              </Title>
              <Accordion order={3} variant="separated" multiple chevronPosition="right">
                {group.questions.map((entry, questionIndex) => (
                  <Accordion.Item key={entry.question} value={`faq-${groupIndex + 1}-${questionIndex + 1}`}>
                    <Accordion.Control>{entry.question}</Accordion.Control>
                    <Accordion.Panel>
                      {entry.answer.map((paragraph) => (
                        <Text key={paragraph} mb="xs">
                          <InlineText text={paragraph} />
                        </Text>
                      ))}
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </section>
          );
        })}
      </article>
    </Container>
  );
}
