import { Box, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/page.tsx';

/** An intentionally empty page (where start/{template} sends visitors). */
export function BlankPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('system.blank.title'));
  return (
    <Box mih="50vh">
      <VisuallyHidden component="h1">{t('system.blank.title')}</VisuallyHidden>
    </Box>
  );
}

export default BlankPage;
