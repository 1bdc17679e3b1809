import { Alert, Button, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { errorMessage } from '../../api/errors.ts';
import { NotFoundPage } from './not-found-page.tsx';

/** Route errors: a 404 is the not-found page; anything else an honest error with a retry. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Alert color="red" title={t('common.errorTitle')} role="alert">
          {isRouteErrorResponse(error) ? error.statusText : errorMessage(error)}
        </Alert>
        <Button onClick={() => window.location.reload()} w="fit-content">
          {t('common.retry')}
        </Button>
      </Stack>
    </Container>
  );
}
