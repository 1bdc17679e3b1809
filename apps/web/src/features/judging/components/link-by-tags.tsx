import { Alert, Button, Card, Checkbox, Chip, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { useFairQuestions, useJudgingBoards } from '../api/boards.ts';
import { useLinkByTags } from '../api/teams.ts';

/**
 * Add boards by tags (POST /judging/linkByTags): the organiser picks answer tags per question;
 * a board is linked when it has a chosen tag of every question picked. The existing teams get
 * the boards by the same rules as when teams are made (coverage, balance, never a conflict).
 */
export function LinkByTags({ fairId, hasTeams }: { fairId: number; hasTeams: boolean }) {
  const { t } = useTranslation();
  const boards = useJudgingBoards(fairId);
  const fairQuestions = useFairQuestions(
    fairId,
    (boards.data ?? []).map((b) => b.id),
  );
  const link = useLinkByTags(fairId);
  const [picked, setPicked] = useState<Record<number, string[]>>({});
  const [limit, setLimit] = useState<number | ''>('');
  const [perBoard, setPerBoard] = useState<number>(3);
  const [exclude, setExclude] = useState(true);
  const [replace, setReplace] = useState(false);
  // Each question with tagged answers is one group of tags: any of a group, every group.
  const questions = (fairQuestions.data ?? [])
    .map((q) => ({
      pollID: q.id,
      question: q.question,
      tags: [...new Set(q.options.map((o) => o.tag).filter((tag): tag is string => !!tag))],
    }))
    .filter((q) => q.tags.length > 0);
  const tagGroups = questions.map((q) => picked[q.pollID] ?? []).filter((group) => group.length > 0);
  if (!hasTeams) return null;
  const linked = link.data ? new Set(link.data.teams.flatMap((team) => team.projectIDs)).size : 0;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="link-by-tags">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="link-by-tags">
          {t('judging.linkByTags.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('judging.linkByTags.hint')}
        </Text>
        {questions.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('judging.linkByTags.noTags')}
          </Text>
        ) : (
          questions.map((q) => (
            <Stack key={q.pollID} gap={4} role="group" aria-label={q.question}>
              <Text size="sm" fw={500}>
                {q.question}
              </Text>
              <Chip.Group
                multiple
                value={picked[q.pollID] ?? []}
                onChange={(tags) => setPicked((all) => ({ ...all, [q.pollID]: tags }))}
              >
                <Group gap="xs">
                  {q.tags.map((tag) => (
                    <Chip key={tag} value={tag} size="sm">
                      {tag}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>
          ))
        )}
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={t('judging.generate.perBoard')}
            min={1}
            max={50}
            value={perBoard}
            onChange={(v) => setPerBoard(Number(v) || 1)}
            w={170}
          />
          <NumberInput
            label={t('judging.linkByTags.limit')}
            min={1}
            max={5000}
            value={limit}
            onChange={(v) => setLimit(v === '' ? '' : Number(v) || '')}
            w={170}
          />
        </Group>
        <Checkbox
          label={t('judging.linkByTags.exclude')}
          checked={exclude}
          onChange={(e) => setExclude(e.currentTarget.checked)}
        />
        <Checkbox
          label={t('judging.linkByTags.replace')}
          checked={replace}
          onChange={(e) => setReplace(e.currentTarget.checked)}
        />
        <Group>
          <Button
            loading={link.isPending}
            disabled={tagGroups.length === 0}
            onClick={() =>
              link.mutate({
                tagGroups,
                judgesPerProject: perBoard,
                excludeLinkedProjects: exclude,
                replaceAll: replace,
                ...(limit === '' ? {} : { limit }),
              })
            }
          >
            {t('judging.linkByTags.submit')}
          </Button>
        </Group>
        {link.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(link.error)}
          </Alert>
        ) : null}
        {link.isSuccess ? (
          <Text role="status" size="sm">
            {t('judging.linkByTags.done', { count: linked })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
