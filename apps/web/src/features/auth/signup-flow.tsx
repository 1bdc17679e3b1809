import {
  type SELF_SERVICE_USER_TYPES,
  SIGNUP_CERTIFICATIONS,
  type SignupCertification,
} from '@makerboard/shared/constants';
import { translate } from '@makerboard/shared/messages/index';
import { isOldEnough } from '@makerboard/shared/rules/age';
import { isValidEmail } from '@makerboard/shared/rules/email';
import { passwordProblems } from '@makerboard/shared/rules/password';
import { isValidUsername } from '@makerboard/shared/rules/username';
import { Alert, Anchor, Button, Group, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../api/errors.ts';
import { signup, verifyAccount } from '../../api/session.ts';
import { useSession } from '../../api/session-store.ts';
import { usersApi } from '../../api/users.ts';
import { Form } from '../../components/form.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { usePartnerPath } from '../../components/partner-link.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { CodeForm } from './code-form.tsx';
import { OidcButtons } from './oidc-buttons-lazy.tsx';
import { AboutYouFields, CertificationChecks, NameFields } from './signup-fields.tsx';

export interface SignupValues {
  email: string;
  userName: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  userType: (typeof SELF_SERVICE_USER_TYPES)[number];
  numberOfStudents: number | string;
  birthDate: string;
  receiveEmails: boolean;
  certifications: Record<SignupCertification, boolean>;
}

type Uniqueness = 'idle' | 'checking' | 'free' | 'taken' | 'error';

/** Live username uniqueness check (GET /users/unique), debounced. */
function useUsernameAvailability(userName: string): Uniqueness {
  const [state, setState] = useState<Uniqueness>('idle');
  useEffect(() => {
    if (!isValidUsername(userName)) {
      setState('idle');
      return;
    }
    setState('checking');
    const controller = new AbortController();
    const timer = setTimeout(() => {
      usersApi
        .unique('userName', userName, controller.signal)
        .then((result) => setState(result.unique ? 'free' : 'taken'))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setState(error instanceof DOMException ? 'idle' : 'error');
        });
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [userName]);
  return state;
}

/** The signup flow: account details, the signup survey, then the 6-digit code from the email. */
/**
 * The signup steps. With a `classCode` (the /oas class registration page) the account is a
 * student's that joins that class as pending (spec/000 §4: signup source TeacherCode).
 */
export function SignupFlow({
  onDone,
  classCode,
  engagement,
}: {
  onDone: () => void;
  classCode?: string;
  /** The engagement's tracking id (`booth:ada`…): the account is made from it (spec/001 §7). */
  engagement?: string;
}) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const session = useSession();
  const language = currentLanguage();
  const [step, setStep] = useState(session.status === 'unverified' && session.pendingUsername ? 2 : 0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const form = useForm<SignupValues>({
    mode: 'controlled',
    initialValues: {
      email: '',
      userName: '',
      password: '',
      confirmPassword: '',
      firstName: '',
      lastName: '',
      userType: classCode ? 'student' : 'standard',
      numberOfStudents: '',
      birthDate: '',
      receiveEmails: false,
      certifications: Object.fromEntries(SIGNUP_CERTIFICATIONS.map((c) => [c, false])) as Record<
        SignupCertification,
        boolean
      >,
    },
    validate: {
      email: (value) => (isValidEmail(value.trim()) ? null : t('auth.signup.errors.email')),
      userName: (value) => (isValidUsername(value) ? null : translate(language, 'INVALID_USERNAME')),
      password: (value) => {
        const problem = passwordProblems(value)[0];
        return problem ? translate(language, problem) : null;
      },
      confirmPassword: (value, values) => (value === values.password ? null : t('auth.password.mismatch')),
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
  const availability = useUsernameAvailability(form.values.userName);

  const next = () => {
    const result = form.validate();
    if (result.hasErrors) return;
    if (availability === 'taken') {
      form.setFieldError('userName', translate(language, 'USERNAME_IN_USE'));
      return;
    }
    setError(null);
    setStep(1);
  };

  const submit = async () => {
    if (!SIGNUP_CERTIFICATIONS.every((c) => form.values.certifications[c])) {
      setError(t('auth.signup.disclaimerRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const values = form.values;
      await signup(
        {
          email: values.email.trim(),
          userName: values.userName.trim(),
          password: values.password,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          userType: values.userType,
          birthDate: values.birthDate,
          receiveEmails: values.receiveEmails,
          language,
          certifications: values.certifications,
          ...(values.userType === 'teacher' ? { numberOfStudents: Number(values.numberOfStudents) } : {}),
          ...(classCode ? { classCode, signupSource: 'TeacherCode' } : {}),
        },
        window.location.pathname,
        engagement,
      );
      setStep(2);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const username = session.pendingUsername ?? form.values.userName;
  const email = session.user?.email ?? form.values.email;

  return (
    <Stepper
      active={step}
      size="sm"
      allowNextStepsSelect={false}
      onStepClick={(index) => index < step && step < 2 && setStep(index)}
    >
      <Stepper.Step label={t('auth.signup.steps.account')}>
        <Form
          gap="sm"
          mt="md"
          onSubmit={(event) => {
            event.preventDefault();
            next();
          }}
        >
          {classCode ? null : <OidcButtons variant="signup" />}
          <NameFields inputProps={form.getInputProps} />
          <TextInput
            label={t('auth.signup.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('auth.signup.userName')}
            autoComplete="username"
            required
            description={
              availability === 'checking'
                ? t('auth.signup.userNameChecking')
                : availability === 'free'
                  ? t('auth.signup.userNameFree')
                  : t('auth.signup.userNameHint')
            }
            {...form.getInputProps('userName')}
            error={
              form.errors.userName ??
              (availability === 'taken' ? translate(language, 'USERNAME_IN_USE') : undefined)
            }
          />
          <NewPasswordFields
            label={t('auth.signup.password')}
            password={form.getInputProps('password')}
            confirm={form.getInputProps('confirmPassword')}
          />
          <AboutYouFields
            inputProps={form.getInputProps}
            userType={form.values.userType}
            userTypeLocked={!!classCode}
          />
          {error ? (
            <Alert color="red" role="alert" py="xs">
              {error}
            </Alert>
          ) : null}
          <Group justify="space-between" mt="xs">
            <Anchor component={Link} to={to('/loginPage')} size="sm">
              {t('auth.signup.haveAccount')}
            </Anchor>
            <Button type="submit">{t('common.continue')}</Button>
          </Group>
        </Form>
      </Stepper.Step>
      <Stepper.Step label={t('auth.signup.steps.survey')}>
        <Form
          gap="sm"
          mt="md"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <CertificationChecks inputProps={form.getInputProps} />
          {error ? (
            <Alert color="red" role="alert" py="xs">
              {error}
            </Alert>
          ) : null}
          <Group justify="space-between" mt="xs">
            <Button variant="default" onClick={() => setStep(0)}>
              {t('common.back')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('auth.signup.submit')}
            </Button>
          </Group>
        </Form>
      </Stepper.Step>
      <Stepper.Step label={t('auth.signup.steps.verify')}>
        <Stack mt="md" gap="md">
          <Text>{t('auth.verify.sentTo', { email })}</Text>
          <CodeForm
            label={t('auth.verify.codeLabel')}
            submitLabel={t('auth.verify.submit')}
            onSubmit={async (code) => {
              await verifyAccount(username, code);
              onDone();
            }}
            onResend={() => usersApi.resendCode(username)}
          />
        </Stack>
      </Stepper.Step>
    </Stepper>
  );
}
