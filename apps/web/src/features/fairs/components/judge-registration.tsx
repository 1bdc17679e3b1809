import { type Fair, GRADE_BANDS } from '@makerboard/shared';
import { Alert, Box, Button, Checkbox, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
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
 * the grade bands they would judge; the fair's organisers approve them (they then judge).
 */
export function JudgeRegistration({ fair }: { fair: Fair }) {
  const { t } = useTranslation();
  const register = useRegisterJudge();
  const expertiseOptions = useExpertiseOptions();
  const [open, setOpen] = useState(false);
  const [expertise, setExpertise] = useState<string[]>([]);
  const [languages, setLanguages] = useState<string[]>([currentLanguage()]);
  const [bands, setBands] = useState<string[]>([]);
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
          {register.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(register.error)}
            </Alert>
          ) : null}
          <Button
            loading={register.isPending}
            onClick={() =>
              register.mutate(
                {
                  fairID: fair.id,
                  expertise: expertise.map(Number),
                  languages,
                  gradeBands: bands as (typeof GRADE_BANDS)[number][],
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
