import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../api/session-store.ts';
import { Page } from '../../components/page.tsx';
import { usePartnerPath } from '../../components/partner-link.tsx';
import { SignupFlow } from './signup-flow.tsx';

/**
 * /oas (spec/001 §2: the student class-registration page): a student signs up with their class's
 * code and waits for the teacher's approval. The code comes from the path, the query (the join
 * sheet's QR code) or is typed.
 */
export function ClassSignupPage() {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const initial = useParams().code ?? params.get('code') ?? '';
  const [typed, setTyped] = useState(initial);
  const [code, setCode] = useState(initial);
  const session = useSession();
  // Signed in already: joining is one step, on the join page.
  if (session.status === 'loggedIn')
    return (
      <Navigate to={to(`/teachers/join${initial ? `?code=${encodeURIComponent(initial)}` : ''}`)} replace />
    );
  return (
    <Page title={t('classes.oas.title')} description={t('classes.oas.intro')} size="sm">
      {code ? (
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text>
                {t('classes.oas.code')}{' '}
                <Text span ff="monospace" fw={700}>
                  {code}
                </Text>
              </Text>
              <Button size="xs" variant="subtle" onClick={() => setCode('')}>
                {t('classes.oas.change')}
              </Button>
            </Group>
            <SignupFlow classCode={code} onDone={() => navigate(to('/teachers/join'), { replace: true })} />
          </Stack>
        </Card>
      ) : (
        <Card withBorder padding="lg">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setCode(typed.trim());
            }}
          >
            <Stack gap="sm">
              <TextInput
                label={t('classes.join.code')}
                description={t('classes.join.codeHint')}
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value.toUpperCase())}
                autoCapitalize="characters"
                autoComplete="off"
                size="lg"
                styles={{ input: { fontFamily: 'monospace', letterSpacing: 2 } }}
                required
                maxLength={32}
              />
              <Group>
                <Button type="submit">{t('common.continue')}</Button>
              </Group>
            </Stack>
          </form>
        </Card>
      )}
    </Page>
  );
}
export default ClassSignupPage;
