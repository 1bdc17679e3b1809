import { Alert, Anchor, Button, Divider, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors.ts';
import { safeRedirectTarget } from '../../api/partner.ts';
import { applyLoginResult, login, verifyAccount } from '../../api/session.ts';
import { type CheckAccountResult, usersApi } from '../../api/users.ts';
import { Form } from '../../components/form.tsx';
import { usePartnerPath } from '../../components/partner-link.tsx';
import { AuthCard } from './auth-card.tsx';
import { CodeForm } from './code-form.tsx';
import { parseLoginLink } from './login-links.ts';
import { OidcButtons } from './oidc-buttons-lazy.tsx';

type Step =
  | { kind: 'identify' }
  | { kind: 'password'; account: CheckAccountResult }
  | { kind: 'code'; username: string };

/**
 * Login: the pre-auth check decides between the password and the code path; an unverified account
 * enters the code from its email. Afterwards the redirect query (if any) is followed, else home.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [loginName, setLoginName] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'identify' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const done = () =>
    navigate(safeRedirectTarget(searchParams.get('redirect')) ?? to('/home'), { replace: true });

  // Limited-login and verify links log in straight from the URL (once).
  const linkHandled = useRef(false);
  useEffect(() => {
    if (linkHandled.current) return;
    linkHandled.current = true;
    const link = parseLoginLink(window.location.search);
    if (link.kind === 'none') return;
    if (link.kind === 'invalid') {
      setError(t('auth.login.invalidToken'));
      return;
    }
    setBusy(true);
    const run =
      link.kind === 'limited'
        ? usersApi.limitedLogin(link.token).then(({ result, headers }) => applyLoginResult(result, headers))
        : verifyAccount(link.username, link.code);
    run
      .then(() => navigate(to('/home'), { replace: true }))
      .catch((caught: unknown) => setError(errorMessage(caught)))
      .finally(() => setBusy(false));
  }, [navigate, t, to]);

  const identify = async () => {
    if (!loginName.trim()) {
      setError(t('auth.login.loginRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const account = await usersApi.check(loginName.trim());
      if (!account.user) setError(t('auth.login.noAccount'));
      else if (account.hasPassword) setStep({ kind: 'password', account });
      else if (!account.isVerified) {
        await usersApi.resendCode(account.user.userName).catch(() => undefined);
        setStep({ kind: 'code', username: account.user.userName });
      } else if (account.isOAuth) setError(t('auth.login.useProvider'));
      else if (account.hasPhone) setError(t('auth.login.usePhone'));
      else setError(t('auth.login.noPassword'));
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const submitPassword = async () => {
    if (!password) {
      setError(t('auth.login.passwordRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await login(loginName.trim(), password);
      if (result.verified) done();
      else setStep({ kind: 'code', username: result.user.userName });
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={step.kind === 'code' ? t('auth.verify.title') : t('auth.login.title')}
      subtitle={
        step.kind === 'password'
          ? t('auth.login.passwordStep')
          : step.kind === 'code'
            ? t('auth.verify.subtitle')
            : t('auth.login.subtitle')
      }
    >
      {step.kind === 'code' ? (
        <CodeForm
          label={t('auth.verify.codeLabel')}
          submitLabel={t('auth.verify.submit')}
          onSubmit={async (code) => {
            await verifyAccount(step.username, code);
            done();
          }}
          onResend={() => usersApi.resendCode(step.username)}
        />
      ) : (
        <Form
          gap="md"
          onSubmit={(event) => {
            event.preventDefault();
            void (step.kind === 'identify' ? identify() : submitPassword());
          }}
        >
          <TextInput
            label={t('auth.login.loginLabel')}
            description={t('auth.login.loginHint')}
            autoComplete="username"
            value={loginName}
            onChange={(event) => {
              setLoginName(event.currentTarget.value);
              if (step.kind !== 'identify') setStep({ kind: 'identify' });
            }}
            required
            data-autofocus
          />
          {step.kind === 'password' ? (
            <PasswordInput
              label={t('auth.login.passwordLabel')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              required
              autoFocus
            />
          ) : null}
          {error ? (
            <Alert color="red" role="alert" py="xs">
              {error}
            </Alert>
          ) : null}
          <Button type="submit" loading={busy} fullWidth size="md">
            {step.kind === 'identify' ? t('common.continue') : t('auth.login.submit')}
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to={to('/password/reset')} size="sm">
              {t('auth.login.forgot')}
            </Anchor>
            <Anchor component={Link} to={to('/login/sms')} size="sm">
              {t('auth.login.withPhone')}
            </Anchor>
          </Group>
          <OidcButtons variant="login" />
          <Divider label={t('auth.login.newHere')} labelPosition="center" />
          <Button component={Link} to={to('/signup')} variant="default" fullWidth>
            {t('nav.signup')}
          </Button>
          <Text size="xs" c="gray.7" ta="center">
            {t('auth.login.legal')}{' '}
            <Anchor component={Link} to={to('/terms-and-conditions')} size="xs" underline="always">
              {t('footer.terms')}
            </Anchor>
          </Text>
        </Form>
      )}
    </AuthCard>
  );
}
