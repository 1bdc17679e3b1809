import { passwordStrength } from '@makerboard/shared/rules/password';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The weak / good / strong meter of spec/001 §5, from the shared password rules. */
export function PasswordMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  if (!password) return null;
  const strength = passwordStrength(password);
  const value = strength === 'strong' ? 100 : strength === 'good' ? 66 : 33;
  const color = strength === 'strong' ? 'teal' : strength === 'good' ? 'yellow' : 'red';
  return (
    <Stack gap={4}>
      <Progress value={value} color={color} size="sm" aria-hidden="true" />
      <Text size="xs" c="gray.7" aria-live="polite">
        {t('auth.password.strength', { level: t(`auth.password.levels.${strength}`) })}
      </Text>
    </Stack>
  );
}
