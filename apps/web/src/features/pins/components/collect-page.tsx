import { Alert, Anchor, Button, Center, Image, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { useSession } from '../../../api/session-store.ts';
import { Page } from '../../../components/page.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { useCollectPin } from '../api/collect-pin.ts';
import { usePin } from '../api/get-pin.ts';

/**
 * Someone without an account at the booth: the pin, and a sign-up from this booth (spec/001 §7
 * "create account from engagement"): the dialog records `booth:{username}` with the new account
 * and, once the e-mail is verified, leaves them here to collect the pin.
 */
function SignUpToCollect({ booth }: { booth: string }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const engagement = new URLSearchParams({ modal: 'signup', engagement: `booth:${booth}` });
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" title={t('pins.collect.visitorTitle')}>
        {t('pins.collect.visitorHint')}
      </Alert>
      <Button component={Link} to={`?${engagement}`} size="xl" fullWidth>
        {t('pins.collect.signUp')}
      </Button>
      <Anchor
        component={Link}
        to={to(`/loginPage?redirect=${encodeURIComponent(`/booth/${booth}`)}`)}
        ta="center"
      >
        {t('pins.collect.logIn')}
      </Anchor>
    </Stack>
  );
}

/** The booth's pin, round, as the collect page shows it before and after collecting. */
function BoothPin({ url, booth, size = 160 }: { url: string; booth: string; size?: number }) {
  const { t } = useTranslation();
  return <Image src={url} alt={t('pins.own.alt', { name: booth })} w={size} h={size} radius={size} />;
}

/**
 * booth/{username}: a visitor at a booth collects its pin on their phone: the pin, its questions
 * in large fields, one big button. Made for a noisy hall: few taps, large targets. Open to
 * everyone: someone without an account signs up from the booth first.
 */
export function CollectPage() {
  const { t } = useTranslation();
  const session = useSession();
  const booth = useParams().username ?? '';
  const pin = usePin(booth);
  const collect = useCollectPin(booth);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const questions = pin.data?.pin?.questions ?? [];
  return (
    <Page title={t('pins.collect.title', { name: booth })} size="xs">
      {pin.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : !pin.data?.pin ? (
        <Alert color="gray">{pin.isError ? errorMessage(pin.error) : t('pins.collect.noPin')}</Alert>
      ) : session.status !== 'loggedIn' ? (
        <Stack gap="md">
          <Center>
            <BoothPin url={pin.data.pin.url} booth={booth} />
          </Center>
          {session.status === 'checking' ? null : <SignUpToCollect booth={booth} />}
        </Stack>
      ) : collect.isSuccess ? (
        <Stack align="center" gap="md">
          <BoothPin url={pin.data.pin.url} booth={booth} size={180} />
          <Alert color="teal" role="status" title={t('pins.collect.done')}>
            {t('pins.collect.doneHint')}
          </Alert>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            collect.mutate(questions.map((q) => ({ questionID: q.id, answer: answers[q.id] ?? '' })));
          }}
        >
          <Stack gap="md">
            <Center>
              <BoothPin url={pin.data.pin.url} booth={booth} />
            </Center>
            {questions.map((q) => (
              <TextInput
                key={q.id}
                label={q.text}
                size="lg"
                required
                maxLength={1000}
                value={answers[q.id] ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setAnswers((a) => ({ ...a, [q.id]: value }));
                }}
              />
            ))}
            <Button type="submit" size="xl" fullWidth loading={collect.isPending}>
              {t('pins.collect.submit')}
            </Button>
            {collect.error ? (
              <Text c="red.9" role="alert">
                {errorMessage(collect.error)}
              </Text>
            ) : null}
          </Stack>
        </form>
      )}
    </Page>
  );
}
export default CollectPage;
