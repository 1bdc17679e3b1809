import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { useSession } from '../../../api/session-store.ts';
import { useAwardPermissions } from '../api/award-permissions.ts';
import { useBoardAwards } from '../api/board-awards.ts';
import { useGiveAward } from '../api/give-award.ts';
import { AwardBadges } from './award-badges.tsx';

/** A board's awards (issue 10 item 6), and giving one for those who may. */
export function BoardAwards({ boardId }: { boardId: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const awards = useBoardAwards(boardId);
  const mine = useAwardPermissions(session.status === 'loggedIn');
  const give = useGiveAward(boardId);
  const [choice, setChoice] = useState<string | null>(null);
  const givable = (mine.data ?? []).filter((a) => !(awards.data ?? []).some((b) => b.id === a.id));
  if (!awards.data?.length && !givable.length) return null;
  return (
    <Stack gap="xs">
      <AwardBadges awards={awards.data ?? []} />
      {givable.length ? (
        <Group align="flex-end" gap="xs">
          <Select
            label={t('awards.give')}
            data={givable.map((a) => ({ value: String(a.id), label: a.name }))}
            value={choice}
            onChange={setChoice}
            size="xs"
          />
          <Button
            size="xs"
            disabled={!choice}
            loading={give.isPending}
            onClick={() => choice && void give.mutateAsync(Number(choice)).then(() => setChoice(null))}
          >
            {t('awards.giveButton')}
          </Button>
        </Group>
      ) : null}
      {give.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(give.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
