import { SELF_SERVICE_USER_TYPES, SIGNUP_CERTIFICATIONS } from '@makerboard/shared/constants';
import { Anchor, Checkbox, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsType } from '@mantine/form';
import { Trans, useTranslation } from 'react-i18next';
import { usePartnerPath } from '../../components/partner-link.tsx';

/** A form's `getInputProps`, as the fields below take it. */
// biome-ignore lint/suspicious/noExplicitAny: Mantine's input props are spread onto Mantine inputs as they are.
export type InputProps = (path: string, options?: { type?: GetInputPropsType }) => any;

/** First and last name, side by side from the xs breakpoint. */
export function NameFields({ inputProps }: { inputProps: InputProps }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        label={t('auth.signup.firstName')}
        autoComplete="given-name"
        required
        {...inputProps('firstName')}
      />
      <TextInput
        label={t('auth.signup.lastName')}
        autoComplete="family-name"
        required
        {...inputProps('lastName')}
      />
    </SimpleGrid>
  );
}

/**
 * Who the person is: user type (fixed for a class signup), birth date, a teacher's number of
 * students, and whether they want e-mails (spec/000 §4 signup).
 */
export function AboutYouFields({
  inputProps,
  userType,
  userTypeLocked = false,
}: {
  inputProps: InputProps;
  userType: string;
  userTypeLocked?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={t('auth.signup.userType')}
          data={SELF_SERVICE_USER_TYPES.map((type) => ({ value: type, label: t(`userTypes.${type}`) }))}
          allowDeselect={false}
          required
          disabled={userTypeLocked}
          {...inputProps('userType')}
        />
        <TextInput
          label={t('auth.signup.birthDate')}
          type="date"
          required
          description={t('auth.signup.birthDateHint')}
          {...inputProps('birthDate')}
        />
      </SimpleGrid>
      {userType === 'teacher' ? (
        <NumberInput
          label={t('auth.signup.numberOfStudents')}
          min={1}
          allowDecimal={false}
          required
          {...inputProps('numberOfStudents')}
        />
      ) : null}
      <Checkbox
        label={t('auth.signup.receiveEmails')}
        {...inputProps('receiveEmails', { type: 'checkbox' })}
      />
    </>
  );
}

/** The signup survey: every certification of spec/000 §4, the disclaimer with its two links. */
export function CertificationChecks({ inputProps }: { inputProps: InputProps }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  return (
    <>
      <Text fw={600}>{t('auth.signup.survey.intro')}</Text>
      <Stack gap="xs" role="group" aria-label={t('auth.signup.steps.survey')}>
        {SIGNUP_CERTIFICATIONS.map((certification) => (
          <Checkbox
            key={certification}
            label={
              certification === 'disclaimer' ? (
                <Trans
                  i18nKey="auth.signup.survey.disclaimer"
                  components={{
                    terms: <Anchor href={to('/terms-and-conditions')} target="_blank" rel="noopener" />,
                    privacy: <Anchor href={to('/privacy-policy')} target="_blank" rel="noopener" />,
                  }}
                />
              ) : (
                t(`auth.signup.survey.${certification}`)
              )
            }
            {...inputProps(`certifications.${certification}`, { type: 'checkbox' })}
          />
        ))}
      </Stack>
    </>
  );
}
