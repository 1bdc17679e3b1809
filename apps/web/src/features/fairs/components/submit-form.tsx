import { ANSWER_MAX, type Fair, isLanguage, type Language } from '@makerboard/shared';
import { Alert, Button, Group, Radio, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { currentLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../../i18n/index.ts';
import { useSubmitToFairs } from '../api/submit-to-fairs.ts';

/**
 * The submission form of one fair (spec/000 §4, §5): the fair's questions by kind, a district
 * (final once chosen), one of the fair's grade bands (spec/000 §9, chosen again on resubmitting),
 * the board's language for judging, every required question answered, answers of at most 1000
 * characters.
 */
export function SubmitForm({
  boardId,
  fair,
  district,
  gradeBand,
  language,
  onDone,
  onCancel,
}: {
  boardId: number;
  fair: Fair;
  /** The district chosen at an earlier submission: it cannot change. */
  district: string | null;
  /** The band and language of an earlier submission, offered again. */
  gradeBand?: string | null | undefined;
  language?: string | null | undefined;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const submit = useSubmitToFairs(boardId);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [chosen, setChosen] = useState<string | null>(district);
  const [band, setBand] = useState<string | null>(
    gradeBand && fair.gradeBands.includes(gradeBand) ? gradeBand : null,
  );
  const [boardLanguage, setBoardLanguage] = useState<Language>(
    isLanguage(language) ? language : currentLanguage(),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const set = (id: number, value: string) => setAnswers((a) => ({ ...a, [id]: value }));

  async function send(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (fair.questions.some((q) => q.required && !(answers[q.id] ?? '').trim())) {
      setProblem(t('fairs.form.requiredMissing'));
      return;
    }
    if (fair.districts.length > 0 && !chosen) {
      setProblem(t('fairs.form.districtMissing'));
      return;
    }
    if (fair.gradeBands.length > 0 && !band) {
      setProblem(t('fairs.form.gradeBandMissing'));
      return;
    }
    try {
      await submit.mutateAsync({
        fairs: [
          {
            id: fair.id,
            ...(chosen ? { district: chosen } : {}),
            ...(band ? { gradeBand: band } : {}),
            language: boardLanguage,
            answers: Object.entries(answers)
              .filter(([, v]) => v.trim() !== '')
              .map(([questionID, answer]) => ({ questionID: Number(questionID), answer })),
          },
        ],
      });
      onDone();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <form onSubmit={send} noValidate aria-label={t('fairs.form.label', { fair: fair.name })}>
      <Stack gap="md">
        {fair.districts.length > 0 ? (
          <Select
            label={t('fairs.form.district')}
            description={district ? t('fairs.form.districtFinal') : t('fairs.form.districtHint')}
            data={fair.districts.map((d) => d.name)}
            value={chosen}
            onChange={setChosen}
            disabled={district !== null}
            required
          />
        ) : null}
        {fair.gradeBands.length > 0 ? (
          <Select
            label={t('fairs.form.gradeBand')}
            description={t('fairs.form.gradeBandHint')}
            data={fair.gradeBands}
            value={band}
            onChange={setBand}
            required
          />
        ) : null}
        <Select
          label={t('fairs.form.language')}
          description={t('fairs.form.languageHint')}
          data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          value={boardLanguage}
          onChange={(v) => {
            if (isLanguage(v)) setBoardLanguage(v);
          }}
          allowDeselect={false}
        />
        {fair.questions.map((q) => {
          const value = answers[q.id] ?? '';
          const common = { label: q.text, required: q.required };
          switch (q.kind) {
            case 'yesno':
              return (
                <Radio.Group key={q.id} {...common} value={value} onChange={(v) => set(q.id, v)}>
                  <Group mt="xs">
                    <Radio value="yes" label={t('fairs.form.yes')} />
                    <Radio value="no" label={t('fairs.form.no')} />
                  </Group>
                </Radio.Group>
              );
            case 'text':
              return (
                <Textarea
                  key={q.id}
                  {...common}
                  autosize
                  minRows={2}
                  maxLength={ANSWER_MAX}
                  value={value}
                  onChange={(e) => set(q.id, e.currentTarget.value)}
                  description={t('fairs.form.charsLeft', { count: ANSWER_MAX - value.length })}
                />
              );
            default:
              return (
                <TextInput
                  key={q.id}
                  {...common}
                  inputMode={q.kind === 'postalCode' ? 'text' : 'numeric'}
                  autoComplete={q.kind === 'postalCode' ? 'postal-code' : 'off'}
                  maxLength={q.kind === 'postalCode' ? 12 : 20}
                  value={value}
                  onChange={(e) => set(q.id, e.currentTarget.value)}
                  description={t(`fairs.form.hint.${q.kind}`)}
                />
              );
          }
        })}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={submit.isPending}>
            {t('fairs.form.submit')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('fairs.form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
