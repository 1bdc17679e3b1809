import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordMeter } from './password-meter.tsx';

/** What a password field takes from a form: `form.getInputProps(name)`, or a value and its handler. */
type FieldProps = Omit<PasswordInputProps, 'label'>;

/**
 * A new password, as signup, the reset page and the settings ask it (spec/001 §5): the field with
 * the rules, the strength meter, and the confirmation. Validation stays with the form.
 */
export function NewPasswordFields({
  label,
  password,
  confirm,
}: {
  label: string;
  password: FieldProps;
  confirm: FieldProps;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={label}
        description={t('auth.password.rules')}
        autoComplete="new-password"
        required
        {...password}
      />
      <PasswordMeter password={String(password.value ?? '')} />
      <PasswordInput label={t('auth.password.confirm')} autoComplete="new-password" required {...confirm} />
    </>
  );
}
