import { Alert, Button, Card, Loader, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { useTemplates } from '../api/list-templates.ts';
import { BoardCover } from './board-cover.tsx';

/** The "startproject" modal: a blank board, or one of the templates. */
export function StartBoardModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const templates = useTemplates();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('boards.start.modalTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text c="gray.7">{t('boards.start.modalIntro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <UnstyledButton component={Link} to={to('/start/blank')} onClick={onClose} className="mb-choice">
            <Card withBorder padding="md" radius="md" h="100%">
              <Stack gap={4}>
                <Text fw={700}>{t('boards.start.blank')}</Text>
                <Text size="sm" c="gray.7">
                  {t('boards.start.blankHint')}
                </Text>
              </Stack>
            </Card>
          </UnstyledButton>
          {(templates.data ?? []).map((template) => (
            <UnstyledButton
              key={template.id}
              component={Link}
              to={to(`/start/${template.id}`)}
              onClick={onClose}
              className="mb-choice"
            >
              <Card withBorder padding={0} radius="md" h="100%">
                <BoardCover id={template.id} url={template.coverImageUrl} height={60} />
                <Stack gap={4} p="md">
                  <Text fw={700}>{template.caption || template.title}</Text>
                  <Text size="sm" c="gray.7" lineClamp={3}>
                    {template.description}
                  </Text>
                </Stack>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
        {templates.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
        {templates.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(templates.error)}
          </Alert>
        ) : null}
        <Button variant="default" onClick={onClose} style={{ alignSelf: 'flex-end' }}>
          {t('boards.cancel')}
        </Button>
      </Stack>
    </Modal>
  );
}

export default StartBoardModal;
