import { isValidEmail } from '@makerboard/shared/rules/email';
import { Alert, Anchor, Button, Card, Grid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../api/errors.ts';
import { useSession } from '../../api/session-store.ts';
import { systemApi } from '../../api/system.ts';
import { Form } from '../../components/form.tsx';
import { Page } from '../../components/page.tsx';
import { usePartnerPath } from '../../components/partner-link.tsx';
import { contactErrorKey } from './contact-errors.ts';

/** Contact: email, subject and message are required; POST /users/createContact. */
export function ContactPage() {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const session = useSession();
  const [email, setEmail] = useState(session.user?.email ?? '');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ email?: string; subject?: string; message?: string }>({});

  const mutation = useMutation({
    mutationFn: () =>
      systemApi.createContact({
        email: email.trim(),
        subject: subject.trim(),
        message: message.trim(),
        user_agent: navigator.userAgent.slice(0, 500),
        referrer: document.referrer.slice(0, 2000),
        path: window.location.pathname,
      }),
  });

  const submit = () => {
    const next: typeof errors = {};
    if (!isValidEmail(email.trim())) next.email = t('contact.invalidEmail');
    if (!subject.trim()) next.subject = t('contact.subjectRequired');
    if (!message.trim()) next.message = t('contact.messageRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    mutation.mutate();
  };

  const failure = mutation.error
    ? (() => {
        const key = contactErrorKey(
          errorMessage(mutation.error),
          mutation.error instanceof ApiError ? mutation.error.code : undefined,
        );
        return key ? t(key) : errorMessage(mutation.error);
      })()
    : null;

  return (
    <Page title={t('contact.title')} description={t('contact.subtitle')} size="lg">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="lg">
            {mutation.isSuccess ? (
              <Stack gap="md">
                <Alert color="teal" role="status" title={t('contact.successTitle')}>
                  {t('contact.success')}
                </Alert>
                <Button
                  variant="default"
                  w="fit-content"
                  onClick={() => {
                    mutation.reset();
                    setSubject('');
                    setMessage('');
                  }}
                >
                  {t('contact.another')}
                </Button>
              </Stack>
            ) : (
              <Form
                gap="md"
                onSubmit={(event) => {
                  event.preventDefault();
                  submit();
                }}
              >
                <TextInput
                  label={t('contact.email')}
                  type="email"
                  autoComplete="email"
                  required
                  value={email}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                  error={errors.email}
                />
                <TextInput
                  label={t('contact.subject')}
                  required
                  maxLength={200}
                  value={subject}
                  onChange={(event) => setSubject(event.currentTarget.value)}
                  error={errors.subject}
                />
                <Textarea
                  label={t('contact.message')}
                  required
                  autosize
                  minRows={5}
                  maxRows={12}
                  maxLength={5000}
                  value={message}
                  onChange={(event) => setMessage(event.currentTarget.value)}
                  error={errors.message}
                />
                {failure ? (
                  <Alert color="red" role="alert" py="xs">
                    {failure}
                  </Alert>
                ) : null}
                <Button type="submit" loading={mutation.isPending} w="fit-content" size="md">
                  {t('contact.send')}
                </Button>
              </Form>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg" bg="teal.0">
            <Stack gap="xs">
              <Title order={2} fz="lg">
                {t('contact.asideTitle')}
              </Title>
              <Text c="gray.8">{t('contact.asideBody')}</Text>
              <Anchor component={Link} to={to('/FAQ')}>
                {t('footer.faq')}
              </Anchor>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Page>
  );
}

export default ContactPage;
