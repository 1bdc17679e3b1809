import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { renderSVG } from 'uqr';
import { withPartner } from '../../../api/partner.ts';
import { useDocumentTitle } from '../../../components/page.tsx';
import { NotFoundPage } from '../../system/index.ts';
import { useClass } from '../api/get-class.ts';
import { Loading } from './query-state.tsx';

/**
 * The address a class's QR code opens: the class registration with the code filled in (a student
 * who is signed in already goes on to the join page with it).
 */
export const joinUrl = (code: string) =>
  `${window.location.origin}${withPartner(`/oas/${encodeURIComponent(code)}`, window.location.pathname)}`;

/**
 * The printable join sheet: the class's name, its code large enough to read from the back of a
 * room, a QR code that opens the join page with the code filled in, and three steps. Printing hides
 * the app around it (global.css `@media print`).
 */
export function JoinSheetPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const klass = useClass(id);
  const data = klass.data?.class;
  useDocumentTitle(data ? t('classes.sheet.title', { name: data.name }) : undefined);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <Box maw={720} mx="auto" p="xl" className="join-sheet">
      <Loading query={klass}>
        {data?.code ? (
          <Stack gap="lg" align="center" ta="center">
            <Title order={1}>{t('classes.sheet.heading', { name: data.name })}</Title>
            <Text size="lg">{t('classes.sheet.intro')}</Text>
            <Box
              w={260}
              h={260}
              role="img"
              aria-label={t('classes.sheet.qr')}
              // The SVG is made here from the join address; it holds no user text.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: generated QR code SVG
              dangerouslySetInnerHTML={{ __html: renderSVG(joinUrl(data.code)) }}
            />
            <Text ff="monospace" fz={56} fw={800} data-testid="sheet-code">
              {data.code}
            </Text>
            <Stack gap={4} ta="left">
              <Text>1. {t('classes.sheet.step1', { url: `${window.location.host}/oas` })}</Text>
              <Text>2. {t('classes.sheet.step2')}</Text>
              <Text>3. {t('classes.sheet.step3')}</Text>
            </Stack>
            <Group className="no-print">
              <Button onClick={() => window.print()}>{t('classes.sheet.print')}</Button>
            </Group>
          </Stack>
        ) : (
          <Text>{t('classes.code.disabled')}</Text>
        )}
      </Loading>
    </Box>
  );
}
export default JoinSheetPage;
