import type { Board } from '@makerboard/shared';
import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BoardContributions } from './board-contributions.tsx';
import { LinkedBoards } from './linked-boards.tsx';
import { MembersPanel } from './members-panel.tsx';

/**
 * The board's team, links and contributions, below its sections. Loaded lazily by the board page
 * so that neither the home route nor a board's first paint carries it. Tabs are keyboard-operable
 * (arrow keys between tabs, Tab into the panel).
 */
export function BoardTeam({ board }: { board: Board }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="section" aria-labelledby="team-heading">
      <Title order={2} fz="xl" id="team-heading">
        {t('members.sectionTitle')}
      </Title>
      <Tabs defaultValue="members" keepMounted={false} color="teal.9">
        <Tabs.List>
          <Tabs.Tab value="members">{t('members.tabs.members')}</Tabs.Tab>
          <Tabs.Tab value="links">{t('members.tabs.links')}</Tabs.Tab>
          <Tabs.Tab value="contributions">{t('members.tabs.contributions')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="members" pt="md">
          <MembersPanel board={board} />
        </Tabs.Panel>
        <Tabs.Panel value="links" pt="md">
          <LinkedBoards board={board} />
        </Tabs.Panel>
        <Tabs.Panel value="contributions" pt="md">
          <BoardContributions boardId={board.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export default BoardTeam;
