import { CODE_LENGTH } from '@makerboard/shared/constants';
import { Alert, Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../api/errors.ts';
import { Form } from '../../components/form.tsx';
import { usePartnerPath } from '../../components/partner-link.tsx';

/** Six-digit code entry with resend, used by verification, SMS login and password reset. */
export function CodeForm({
  label,
  hint,
  submitLabel,
  onSubmit,
  onResend,
  showOutboxHint = true,
}: {
  label: string;
  hint?: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<unknown>;
  onResend?: () => Promise<unknown>;
  showOutboxHint?: boolean;
}) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (value = code) => {
    if (value.length !== CODE_LENGTH) {
      setError(t('auth.code.incomplete'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(value);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (!onResend) return;
    setError(null);
    setNotice(null);
    try {
      await onResend();
      setNotice(t('auth.code.resent'));
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <Form
      gap="md"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap={6}>
        <Text component="label" htmlFor="code-input" fw={600}>
          {label}
        </Text>
        {hint ? (
          <Text size="sm" c="gray.7">
            {hint}
          </Text>
        ) : null}
        <PinInput
          id="code-input"
          length={CODE_LENGTH}
          type="number"
          oneTimeCode
          size="lg"
          value={code}
          onChange={setCode}
          onComplete={(value) => void submit(value)}
          aria-label={label}
          getInputProps={(index) => ({
            'aria-label': t('auth.codeDigit', { label: label, index: index + 1, total: CODE_LENGTH }),
          })}
          error={!!error}
        />
      </Stack>
      {error ? (
        <Alert color="red" role="alert" py="xs">
          {error}
        </Alert>
      ) : null}
      {notice ? (
        <Alert color="teal" role="status" py="xs">
          {notice}
        </Alert>
      ) : null}
      <Group justify="space-between" align="center">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onResend ? (
          <Anchor component="button" type="button" onClick={() => void resend()} size="sm">
            {t('auth.code.resend')}
          </Anchor>
        ) : null}
      </Group>
      {showOutboxHint ? (
        <Text size="xs" c="gray.7">
          {t('auth.code.outboxHint')}{' '}
          <Anchor component={Link} to={to('/dev/outbox')} target="_blank" size="xs">
            {t('outbox.title')}
          </Anchor>
        </Text>
      ) : null}
    </Form>
  );
}
