import type { OidcExchangeResult } from '@makerboard/shared';
import {
  type SELF_SERVICE_USER_TYPES,
  SIGNUP_CERTIFICATIONS,
  type SignupCertification,
} from '@makerboard/shared/constants';
import { translate } from '@makerboard/shared/messages/index';
import { isOldEnough } from '@makerboard/shared/rules/age';
import { isValidUsername } from '@makerboard/shared/rules/username';
import { Alert, Anchor, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../api/errors.ts';
import { applyLoginResult, verifyAccount } from '../../api/session.ts';
import { useSession } from '../../api/session-store.ts';
import { usersApi } from '../../api/users.ts';
import { Form } from '../../components/form.tsx';
import { usePartnerPath } from '../../components/partner-link.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { AuthCard } from './auth-card.tsx';
import { CodeForm } from './code-form.tsx';
import { oidcApi, PENDING_LINK_KEY } from './oidc-api.ts';
import { AboutYouFields, CertificationChecks, NameFields } from './signup-fields.tsx';

type Found = Exclude<OidcExchangeResult, { status: 'login' }>;
type View =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'signup'; code: string; found: Extract<Found, { status: 'signup' }> }
  | { kind: 'link'; code: string; found: Extract<Found, { status: 'link' }> }
  | { kind: 'verify'; username: string; email: string | null }
  | { kind: 'linked' };

const REFUSALS = ['state', 'denied', 'provider', 'email'] as const;

/**
 * Where a provider login lands (/oauth/callback, issue 14). The server put a one-time code (or the
 * reason it refused) in the fragment; the code is exchanged with a POST: a returning person goes
 * home, a new one answers the signup survey (spec/000 §4), and an address that already has an
 * account is linked only after its owner logs in (?link=1 brings them back here).
 */
export function OidcCallbackPage() {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const navigate = useNavigate();
  const session = useSession();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current || session.status === 'checking') return;
    started.current = true;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const linking = new URLSearchParams(window.location.search).get('link') === '1';
    // The code must not stay in the address bar or the history.
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
    const refusal = fragment.get('error');
    if (refusal) {
      const reason = (REFUSALS as readonly string[]).includes(refusal) ? refusal : 'provider';
      setView({ kind: 'error', message: t(`oidc.refused.${reason}`) });
      return;
    }
    if (linking) {
      const pending = sessionStorage.getItem(PENDING_LINK_KEY);
      if (!pending || session.status !== 'loggedIn') {
        setView({ kind: 'error', message: t('oidc.refused.expired') });
        return;
      }
      sessionStorage.removeItem(PENDING_LINK_KEY);
      oidcApi
        .link(pending)
        .then(() => setView({ kind: 'linked' }))
        .catch((caught: unknown) => setView({ kind: 'error', message: errorMessage(caught) }));
      return;
    }
    const code = fragment.get('code');
    if (!code) {
      setView({ kind: 'error', message: t('oidc.refused.expired') });
      return;
    }
    oidcApi
      .exchange(code)
      .then(async ({ result, headers }) => {
        if (result.status === 'login') {
          await applyLoginResult(result.login, headers);
          navigate(to('/home'), { replace: true });
        } else if (result.status === 'signup') setView({ kind: 'signup', code, found: result });
        else setView({ kind: 'link', code, found: result });
      })
      .catch((caught: unknown) => setView({ kind: 'error', message: errorMessage(caught) }));
  }, [navigate, session.status, t, to]);

  if (view.kind === 'loading') {
    return (
      <AuthCard title={t('oidc.title')}>
        <Stack align="center" py="md" role="status" aria-live="polite">
          <Loader aria-hidden />
          <Text>{t('oidc.loading')}</Text>
        </Stack>
      </AuthCard>
    );
  }
  if (view.kind === 'error') {
    return (
      <AuthCard title={t('oidc.refusedTitle')}>
        <Alert color="red" role="alert">
          {view.message}
        </Alert>
        <Button component={Link} to={to('/loginPage')} fullWidth>
          {t('oidc.backToLogin')}
        </Button>
      </AuthCard>
    );
  }
  if (view.kind === 'linked') {
    return (
      <AuthCard title={t('oidc.linkedTitle')}>
        <Text>{t('oidc.linkedBody')}</Text>
        <Button component={Link} to={to('/home')} fullWidth>
          {t('oidc.toHome')}
        </Button>
      </AuthCard>
    );
  }
  if (view.kind === 'link') {
    return (
      <AuthCard title={t('oidc.linkTitle')}>
        <Text>{t('oidc.linkBody', { email: view.found.email ?? '', provider: view.found.provider })}</Text>
        <Button
          fullWidth
          onClick={() => {
            sessionStorage.setItem(PENDING_LINK_KEY, view.code);
            navigate(`${to('/loginPage')}?redirect=${encodeURIComponent('/oauth/callback?link=1')}`);
          }}
        >
          {t('oidc.linkLogin')}
        </Button>
        <Anchor component={Link} to={to('/home')} size="sm" ta="center">
          {t('oidc.linkCancel')}
        </Anchor>
      </AuthCard>
    );
  }
  if (view.kind === 'verify') {
    return (
      <AuthCard title={t('auth.verify.title')} subtitle={t('auth.verify.subtitle')}>
        <CodeForm
          label={t('auth.verify.codeLabel')}
          submitLabel={t('auth.verify.submit')}
          onSubmit={async (code) => {
            await verifyAccount(view.username, code);
            navigate(to('/home'), { replace: true });
          }}
          onResend={() => usersApi.resendCode(view.username)}
        />
      </AuthCard>
    );
  }
  return (
    <OidcSurvey
      code={view.code}
      found={view.found}
      onDone={(result) =>
        result.verified
          ? navigate(to('/home'), { replace: true })
          : setView({ kind: 'verify', username: result.user.userName, email: result.user.email })
      }
    />
  );
}

interface SurveyValues {
  userName: string;
  firstName: string;
  lastName: string;
  userType: (typeof SELF_SERVICE_USER_TYPES)[number];
  numberOfStudents: number | string;
  birthDate: string;
  receiveEmails: boolean;
  certifications: Record<SignupCertification, boolean>;
}

/** The signup survey of a new provider account: the rules of the signup form, without a password. */
function OidcSurvey({
  code,
  found,
  onDone,
}: {
  code: string;
  found: Extract<Found, { status: 'signup' }>;
  onDone: (result: { verified: boolean; user: { userName: string; email: string | null } }) => void;
}) {
  const { t } = useTranslation();
  const _to = usePartnerPath();
  const language = currentLanguage();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<SurveyValues>({
    mode: 'controlled',
    initialValues: {
      userName: '',
      firstName: found.firstName,
      lastName: found.lastName,
      userType: 'standard',
      numberOfStudents: '',
      birthDate: '',
      receiveEmails: false,
      certifications: Object.fromEntries(SIGNUP_CERTIFICATIONS.map((c) => [c, false])) as Record<
        SignupCertification,
        boolean
      >,
    },
    validate: {
      userName: (value) => (isValidUsername(value) ? null : translate(language, 'INVALID_USERNAME')),
      firstName: (value) => (value.trim() ? null : t('auth.signup.errors.firstName')),
      lastName: (value) => (value.trim() ? null : t('auth.signup.errors.lastName')),
      birthDate: (value) =>
        !value
          ? t('auth.signup.birthDateRequired')
          : isOldEnough(value)
            ? null
            : translate(language, 'MINIMUM_AGE'),
      numberOfStudents: (value, values) =>
        values.userType !== 'teacher' || (Number(value) >= 1 && Number.isInteger(Number(value)))
          ? null
          : t('auth.signup.errors.numberOfStudents'),
    },
  });

  const submit = async () => {
    if (form.validate().hasErrors) return;
    if (!SIGNUP_CERTIFICATIONS.every((c) => form.values.certifications[c])) {
      setError(t('auth.signup.disclaimerRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const values = form.values;
      const { result, headers } = await oidcApi.signup({
        code,
        userName: values.userName.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        userType: values.userType,
        birthDate: values.birthDate,
        receiveEmails: values.receiveEmails,
        certifications: values.certifications,
        ...(values.userType === 'teacher' ? { numberOfStudents: Number(values.numberOfStudents) } : {}),
      });
      await applyLoginResult(result, headers);
      onDone(result);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('oidc.surveyTitle')}
      subtitle={t('oidc.surveyIntro', { provider: found.provider, email: found.email ?? '' })}
    >
      <Form
        gap="sm"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <NameFields inputProps={form.getInputProps} />
        <TextInput
          label={t('auth.signup.userName')}
          description={t('auth.signup.userNameHint')}
          autoComplete="username"
          required
          data-autofocus
          {...form.getInputProps('userName')}
        />
        <AboutYouFields inputProps={form.getInputProps} userType={form.values.userType} />
        <CertificationChecks inputProps={form.getInputProps} />
        {error ? (
          <Alert color="red" role="alert" py="xs">
            {error}
          </Alert>
        ) : null}
        <Button type="submit" loading={busy} fullWidth>
          {t('auth.signup.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
