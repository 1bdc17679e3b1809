import { Anchor, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { withPartner } from '../../../api/partner.ts';
import { useSession } from '../../../api/session-store.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { usePartner } from '../api/get-partner.ts';
import { usePageInfo } from '../api/page-info.ts';
import { safeImage, safeLink } from '../safe-url.ts';
import { PageInfoEditor } from './page-info-editor.tsx';
import { PartnerLogo } from './partner-logo.tsx';

/** One partner with its page information (spec/001 §7), shown as `?partner={name}` of its list. */
export function PartnerDetail({
  name,
  backTo,
  backLabel,
}: {
  name: string;
  backTo: string;
  backLabel: string;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const partner = usePartner(name);
  const info = usePageInfo(partner.data?.partner.id);
  // Page information is written by admins only (the routes' access).
  const isAdmin = session.status === 'loggedIn' && !!session.user?.roles.includes('admin');
  const title = partner.data?.partner.title ?? t('partners.loadingTitle');
  return (
    <Page
      title={title}
      size="md"
      actions={
        <Anchor component={Link} to={withPartner(backTo, pathname)} size="sm">
          {t('partners.back', { name: backLabel })}
        </Anchor>
      }
    >
      <QueryState query={partner}>
        {({ partner: p }) => {
          const website = safeLink(p.website);
          return (
            <Stack gap="lg">
              <Group gap="lg" align="flex-start" wrap="nowrap">
                <PartnerLogo partner={p} size={112} />
                <Stack gap="xs">
                  <Text>{p.description}</Text>
                  {website ? (
                    <Anchor href={website} target="_blank" rel="noopener noreferrer">
                      {t('partners.website', { name: p.title })}
                    </Anchor>
                  ) : null}
                </Stack>
              </Group>
              <QueryState
                query={info}
                empty={<Text c="gray.7">{t('partners.noPageInfo')}</Text>}
                isEmpty={(data) => data.pageInfo.length === 0}
              >
                {(data) => (
                  <Stack gap="md">
                    {data.pageInfo.map((entry) => {
                      const image = safeImage(entry.imageUrl);
                      return (
                        <Paper key={entry.id} withBorder p="md" radius="md" component="section">
                          <Stack gap="xs">
                            <Title order={2} fz="lg">
                              {entry.title || entry.name}
                            </Title>
                            {image ? (
                              <Image src={image} alt={entry.title || entry.name} maw={480} radius="sm" />
                            ) : null}
                            {entry.description ? (
                              <Text style={{ whiteSpace: 'pre-line' }}>{entry.description}</Text>
                            ) : null}
                          </Stack>
                        </Paper>
                      );
                    })}
                  </Stack>
                )}
              </QueryState>
              {isAdmin ? <PageInfoEditor partnerID={p.id} /> : null}
            </Stack>
          );
        }}
      </QueryState>
    </Page>
  );
}
