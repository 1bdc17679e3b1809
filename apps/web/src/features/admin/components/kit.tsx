import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';

/**
 * The pieces every admin list-and-form screen repeats: a titled panel with its hint and its
 * failure, a remove button that asks first, and form fields kept in one state object.
 */

/** A failed call's message, as an alert screen readers announce; nothing when there is none. */
export function ErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {errorMessage(error)}
    </Alert>
  );
}

/** A bordered section named by its heading, with a hint under the heading and the first failure. */
export function AdminPanel({
  id,
  title,
  hint,
  error,
  children,
}: {
  id: string;
  title: ReactNode;
  hint?: ReactNode;
  error?: unknown;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {hint ? (
          <Text size="sm" c="gray.7">
            {hint}
          </Text>
        ) : null}
        <ErrorAlert error={error} />
        {children}
      </Stack>
    </Paper>
  );
}

/** A small red button that removes one named thing, after the person confirms when `confirm` is given. */
export function RemoveButton({
  label,
  confirm,
  onRemove,
  loading = false,
  children,
}: {
  /** What the button says to a screen reader: "Remove {name}". */
  label: string;
  confirm?: string;
  onRemove: () => void;
  loading?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      color="red.9"
      variant="outline"
      loading={loading}
      aria-label={label}
      onClick={() => {
        if (!confirm || window.confirm(confirm)) onRemove();
      }}
    >
      {children ?? t('admin.kit.remove')}
    </Button>
  );
}

type Values = Record<string, string>;

/**
 * A form's text fields in one state object: `field(key)` gives an input's value and change
 * handler. The value is read in the handler: React clears the event's currentTarget before a
 * state updater runs.
 */
export function useFields<V extends Values>(initial: V) {
  const [values, setValues] = useState(initial);
  const field = (key: keyof V & string) => ({
    value: values[key] ?? '',
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
    },
  });
  return { values, setValues, field, reset: () => setValues(initial) };
}
