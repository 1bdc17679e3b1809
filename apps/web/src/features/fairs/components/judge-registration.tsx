import { type Fair, GRADE_BANDS } from '@makerboard/shared';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CloseButton,
  Group,
  Modal,
  MultiSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { systemApi, systemKeys } from '../../../api/system.ts';
import { currentLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../../i18n/index.ts';
import { useRegisterJudge } from '../api/register-judge.ts';

/** The onboarding colour of spec/000 §2 (judgeregistration, judgeonboard). */
const ONBOARDING = '#00ADEE';

function useExpertiseOptions() {
  const language = currentLanguage();
  const query = useQuery({
    queryKey: systemKeys.categories(language),
    queryFn: () => systemApi.categories(language),
    staleTime: 10 * 60_000,
  });
  return useMemo(
    () =>
      (query.data ?? [])
        .filter((category) => !category.isPrivate && (category.subCategories?.length ?? 0) > 0)
        .map((category) => ({
          group: category.name,
          items: (category.subCategories ?? [])
            .filter((sub) => !sub.isPrivate)
            .map((sub) => ({ value: String(sub.id), label: sub.name })),
        })),
    [query.data],
  );
}

/**
 * "Judge at this fair" (spec/000 §2 judgeonboard, the judgeregistration onboarding; issue 11 item
 * 1): a signed-in person who is not a student offers to judge, with their expertise, languages and
 * the grade bands they would judge, and when they can judge (no time given: any time); the fair's
 * organisers approve them (they then judge), and their teams are never scheduled outside those times.
 */
export function JudgeRegistration({ fair }: { fair: Fair }) {
  const { t } = useTranslation();
  const register = useRegisterJudge();
  const expertiseOptions = useExpertiseOptions();
  const [open, setOpen] = useState(false);
  const [expertise, setExpertise] = useState<string[]>([]);
  const [languages, setLanguages] = useState<string[]>([currentLanguage()]);
  const [bands, setBands] = useState<string[]>([]);
  const [windows, setWindows] = useState<{ key: number; start: string; end: string }[]>([]);
  const setWindow = (key: number, change: Partial<{ start: string; end: string }>) =>
    setWindows((all) => all.map((w) => (w.key === key ? { ...w, ...change } : w)));
  const filled = windows.filter((w) => w.start && w.end);
  const backwards = filled.some((w) => new Date(w.end) <= new Date(w.start));
  const bandsOffered = (fair.gradeBands.length ? fair.gradeBands : GRADE_BANDS) as readonly string[];
  return (
    <>
      {register.isSuccess ? (
        <Alert color="teal.9" role="status">
          {t('judging.register.thanks')}
        </Alert>
      ) : (
        <Button size="xs" variant="default" onClick={() => setOpen(true)}>
          {t('judging.register.open')}
        </Button>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={open}
        onClose={() => setOpen(false)}
        title={t('judging.register.title', { fair: fair.name })}
        size="lg"
      >
        <Stack gap="md">
          <Box p="md" style={{ background: ONBOARDING, borderRadius: 8 }}>
            <Text c="black" fw={500}>
              {t('judging.register.intro')}
            </Text>
          </Box>
          <MultiSelect
            label={t('judging.register.expertise')}
            description={t('judging.register.expertiseHint')}
            data={expertiseOptions}
            value={expertise}
            onChange={setExpertise}
            searchable
            maxValues={50}
          />
          <Checkbox.Group label={t('judging.register.languages')} value={languages} onChange={setLanguages}>
            <Group gap="md" mt={6}>
              {LANGUAGES.map((language) => (
                <Checkbox key={language} value={language} label={LANGUAGE_NAMES[language]} />
              ))}
            </Group>
          </Checkbox.Group>
          <Checkbox.Group label={t('judging.register.gradeBands')} value={bands} onChange={setBands}>
            <Group gap="md" mt={6}>
              {bandsOffered.map((band) => (
                <Checkbox key={band} value={band} label={band} />
              ))}
            </Group>
          </Checkbox.Group>
          <Stack gap={6} role="group" aria-labelledby="judge-availability">
            <Text size="sm" fw={500} id="judge-availability">
              {t('judging.register.availability')}
            </Text>
            <Text size="xs" c="gray.7">
              {t('judging.register.availabilityHint')}
            </Text>
            {windows.map((w, i) => (
              <Group key={w.key} gap="xs" align="flex-end" wrap="wrap">
                <TextInput
                  type="datetime-local"
                  label={t('judging.register.from', { n: i + 1 })}
                  value={w.start}
                  onChange={(e) => setWindow(w.key, { start: e.currentTarget.value })}
                />
                <TextInput
                  type="datetime-local"
                  label={t('judging.register.until', { n: i + 1 })}
                  value={w.end}
                  min={w.start || undefined}
                  onChange={(e) => setWindow(w.key, { end: e.currentTarget.value })}
                  error={
                    w.start && w.end && new Date(w.end) <= new Date(w.start)
                      ? t('judging.register.endBeforeStart')
                      : undefined
                  }
                />
                <CloseButton
                  mb={4}
                  aria-label={t('judging.register.removeTime', { n: i + 1 })}
                  onClick={() => setWindows((all) => all.filter((x) => x.key !== w.key))}
                />
              </Group>
            ))}
            <Group>
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => setWindows((all) => [...all, { key: Date.now(), start: '', end: '' }])}
              >
                {t('judging.register.addTime')}
              </Button>
            </Group>
          </Stack>
          {register.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(register.error)}
            </Alert>
          ) : null}
          <Button
            loading={register.isPending}
            disabled={backwards}
            onClick={() =>
              register.mutate(
                {
                  fairID: fair.id,
                  expertise: expertise.map(Number),
                  languages,
                  gradeBands: bands as (typeof GRADE_BANDS)[number][],
                  availability: filled.map((w) => ({
                    start: new Date(w.start).toISOString(),
                    end: new Date(w.end).toISOString(),
                  })),
                },
                { onSuccess: () => setOpen(false) },
              )
            }
          >
            {t('judging.register.submit')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
