import { DESCRIPTION_WORD_LIMIT, wordCount } from '@makerboard/shared/limits';
import { Group, Text, Textarea } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function isDescriptionTooLong(text: string, limit = DESCRIPTION_WORD_LIMIT): boolean {
  return wordCount(text) > limit;
}

/** The board description with a live word counter (limit 300 words, spec/000 §5). */
export function DescriptionField({
  value,
  onChange,
  limit = DESCRIPTION_WORD_LIMIT,
  required = false,
}: {
  value: string;
  onChange: (value: string) => void;
  limit?: number;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const counterId = useId();
  const words = wordCount(value);
  const over = words > limit;
  return (
    <div>
      <Textarea
        label={t('boards.form.description')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autosize
        minRows={4}
        maxRows={14}
        required={required}
        aria-describedby={counterId}
        error={over ? t('boards.form.descriptionTooLong') : undefined}
        // Mantine colours the text of an invalid field red; keep it readable (WCAG AA).
        styles={{ input: { color: 'var(--mantine-color-text)' } }}
      />
      <Group justify="flex-end" mt={4}>
        <Text size="xs" c={over ? 'red.9' : 'gray.7'} id={counterId} aria-live="polite">
          {t('boards.words', { count: words, max: limit })}
        </Text>
      </Group>
    </div>
  );
}
