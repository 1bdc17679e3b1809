import { Alert, Button, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { useDocumentTitle } from '../../../components/page.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { useCreateBoard } from '../api/create-board.ts';

/**
 * start/{template} (login required by its guard): POST /projects {templateID, draft: true} and go to
 * the new draft in edit mode; a second start from the same template reopens the draft (existing).
 */
export function StartPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const to = usePartnerPath();
  const create = useCreateBoard();
  const started = useRef(false);
  useDocumentTitle(t('boards.start.title'));
  const template = params.template === 'blank' ? undefined : Number(params.template);

  // biome-ignore lint/correctness/useExhaustiveDependencies: starts once per page visit
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const isPrivate = searchParams.get('private');
    create.mutate(
      {
        ...(template && Number.isInteger(template) ? { templateID: template } : { type: 'story' }),
        draft: true,
        ...(isPrivate === 'true' ? { isPrivate: true } : {}),
      },
      { onSuccess: ({ project }) => navigate(to(`/story/${project.id}?edit=1`), { replace: true }) },
    );
  }, []);

  return (
    <Container size="sm" py="xl">
      {create.isError ? (
        <Alert color="red" role="alert" title={t('boards.start.failed')}>
          <Stack gap="sm" align="flex-start">
            <Text>{errorMessage(create.error)}</Text>
            <Button component={Link} to={to('/home')} size="xs">
              {t('boards.start.backHome')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Center py={60}>
          <Stack align="center" gap="sm">
            <Loader aria-label={t('boards.start.creating')} />
            <Text role="status">{t('boards.start.creating')}</Text>
          </Stack>
        </Center>
      )}
    </Container>
  );
}

export default StartPage;
