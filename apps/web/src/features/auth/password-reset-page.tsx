import { CODE_LENGTH } from '@makerboard/shared/constants';
import { translate } from '@makerboard/shared/messages/index';
import { isValidEmail } from '@makerboard/shared/rules/email';
import { passwordProblems } from '@makerboard/shared/rules/password';
import { Alert, Anchor, Button, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors.ts';
import { usersApi } from '../../api/users.ts';
import { Form } from '../../components/form.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { usePartnerPath } from '../../components/partner-link.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { AuthCard } from './auth-card.tsx';

type Step = 'email' | 'code' | 'done';

/** Password reset: POST /users/password/reset {email}, then {email, code, password}. */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const [step, setStep] = useState<Step>('email');
  // A bulk-signup invitation links here with the address filled in (docs/bulk-signup.md).
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const requestCode = () =>
    run(async () => {
      if (!isValidEmail(email.trim())) throw new Error(t('auth.signup.errors.email'));
      await usersApi.resetRequest(email.trim());
      setStep('code');
    });

  const setNewPassword = () =>
    run(async () => {
      if (code.length !== CODE_LENGTH) throw new Error(t('auth.code.incomplete'));
      const problem = passwordProblems(password)[0];
      if (problem) throw new Error(translate(currentLanguage(), problem));
      if (password !== confirm) throw new Error(t('auth.password.mismatch'));
      await usersApi.resetConfirm(email.trim(), code, password);
      setStep('done');
    });

  return (
    <AuthCard
      title={t('auth.reset.title')}
      subtitle={
        step === 'email'
          ? t('auth.reset.subtitle')
          : step === 'code'
            ? t('auth.reset.codeSent', { email })
            : undefined
      }
    >
      {step === 'done' ? (
        <Stack gap="md">
          <Alert color="teal" role="status">
            {t('auth.reset.done')}
          </Alert>
          <Button component={Link} to={to('/loginPage')}>
            {t('nav.login')}
          </Button>
        </Stack>
      ) : (
        <Form
          gap="md"
          onSubmit={(event) => {
            event.preventDefault();
            void (step === 'email' ? requestCode() : setNewPassword());
          }}
        >
          {step === 'email' ? (
            <TextInput
              label={t('auth.signup.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              required
            />
          ) : (
            <>
              <Stack gap={6}>
                <Text component="label" htmlFor="reset-code" fw={600}>
                  {t('auth.reset.codeLabel')}
                </Text>
                <PinInput
                  id="reset-code"
                  length={CODE_LENGTH}
                  type="number"
                  oneTimeCode
                  size="lg"
                  value={code}
                  onChange={setCode}
                  aria-label={t('auth.reset.codeLabel')}
                  getInputProps={(index) => ({
                    'aria-label': t('auth.codeDigit', {
                      label: t('auth.reset.codeLabel'),
                      index: index + 1,
                      total: CODE_LENGTH,
                    }),
                  })}
                />
              </Stack>
              <NewPasswordFields
                label={t('auth.reset.newPassword')}
                password={{ value: password, onChange: (event) => setPassword(event.currentTarget.value) }}
                confirm={{ value: confirm, onChange: (event) => setConfirm(event.currentTarget.value) }}
              />
            </>
          )}
          {error ? (
            <Alert color="red" role="alert" py="xs">
              {error}
            </Alert>
          ) : null}
          <Button type="submit" loading={busy} fullWidth size="md">
            {step === 'email' ? t('auth.reset.send') : t('auth.reset.submit')}
          </Button>
          <Anchor component={Link} to={to('/loginPage')} size="sm" ta="center">
            {t('auth.reset.backToLogin')}
          </Anchor>
        </Form>
      )}
    </AuthCard>
  );
}
