import { Alert, Anchor, Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../api/errors.ts';
import { smsLogin } from '../../api/session.ts';
import { usersApi } from '../../api/users.ts';
import { Form } from '../../components/form.tsx';
import { usePartnerPath } from '../../components/partner-link.tsx';
import { AuthCard } from './auth-card.tsx';
import { CodeForm } from './code-form.tsx';

/** Login with a phone: POST /users/login/sms {phone} sends a code, {phone, code} logs in. */
export function SmsLoginPage() {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (phone.replace(/\D/gu, '').length < 4) {
      setError(t('auth.sms.phoneRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await usersApi.smsSendCode(phone.trim());
      setSent(true);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('auth.sms.title')}
      subtitle={sent ? t('auth.sms.sent', { phone }) : t('auth.sms.subtitle')}
    >
      {sent ? (
        <CodeForm
          label={t('auth.sms.codeLabel')}
          submitLabel={t('auth.login.submit')}
          onSubmit={async (code) => {
            await smsLogin(phone.trim(), code);
            navigate(to('/home'), { replace: true });
          }}
          onResend={() => usersApi.smsSendCode(phone.trim())}
        />
      ) : (
        <Form
          gap="md"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <TextInput
            label={t('auth.sms.phoneLabel')}
            type="tel"
            autoComplete="tel"
            placeholder="+49 170 1234567"
            value={phone}
            onChange={(event) => setPhone(event.currentTarget.value)}
            required
          />
          {error ? (
            <Alert color="red" role="alert" py="xs">
              {error}
            </Alert>
          ) : null}
          <Button type="submit" loading={busy} fullWidth size="md">
            {t('auth.sms.send')}
          </Button>
          <Anchor component={Link} to={to('/loginPage')} size="sm" ta="center">
            {t('auth.sms.useEmail')}
          </Anchor>
        </Form>
      )}
    </AuthCard>
  );
}
