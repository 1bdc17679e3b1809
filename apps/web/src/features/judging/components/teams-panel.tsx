import type { JudgingTeam } from '@makerboard/shared';
import { TEAM_LOCKED_BIT } from '@makerboard/shared';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Menu,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { useJudgingBoards } from '../api/boards.ts';
import { useRegistrations } from '../api/registrations.ts';
import {
  useChangeSubgroup,
  useGenerateTeams,
  useScheduleTeam,
  useSubgroups,
  useTeamMembers,
  useTeams,
  useToggleLock,
  useUnlinkAll,
} from '../api/teams.ts';
import { LinkByTags } from './link-by-tags.tsx';
import { RegistrationsPanel } from './registrations-panel.tsx';

/** Teams: make them from the fair's judges, then see, schedule and lock each one. */
export function TeamsPanel({ fairId }: { fairId: number }) {
  const { t } = useTranslation();
  const teams = useTeams(fairId);
  return (
    <Stack gap="lg">
      <RegistrationsPanel fairId={fairId} />
      <GenerateTeams fairId={fairId} />
      <LinkByTags fairId={fairId} hasTeams={(teams.data?.length ?? 0) > 0} />
      {teams.isPending ? <Loader aria-label={t('common.loading')} /> : null}
      {teams.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(teams.error)}
        </Alert>
      ) : null}
      {teams.data?.length === 0 ? <Text c="gray.7">{t('judging.teams.empty')}</Text> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {teams.data?.map((team) => (
          <TeamCard key={team.id} fairId={fairId} team={team} teams={teams.data ?? []} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function GenerateTeams({ fairId }: { fairId: number }) {
  const { t } = useTranslation();
  const generate = useGenerateTeams(fairId);
  const [teamSize, setTeamSize] = useState<number>(3);
  const [perBoard, setPerBoard] = useState<number>(3);
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('judging.generate.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('judging.generate.hint')}
        </Text>
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={t('judging.generate.teamSize')}
            min={1}
            max={50}
            value={teamSize}
            onChange={(v) => setTeamSize(Number(v) || 1)}
            w={170}
          />
          <NumberInput
            label={t('judging.generate.perBoard')}
            min={1}
            max={50}
            value={perBoard}
            onChange={(v) => setPerBoard(Number(v) || 1)}
            w={170}
          />
          <Button
            loading={generate.isPending}
            onClick={() => generate.mutate({ teamSize, judgesPerProject: perBoard })}
          >
            {t('judging.generate.submit')}
          </Button>
        </Group>
        {generate.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(generate.error)}
          </Alert>
        ) : null}
        {generate.isSuccess ? (
          <Text role="status" size="sm">
            {t('judging.generate.done', { count: generate.data.teams.length })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** A `datetime-local` value (local time, minutes) for an ISO timestamp. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function TeamCard({ fairId, team, teams }: { fairId: number; team: JudgingTeam; teams: JudgingTeam[] }) {
  const { t, i18n } = useTranslation();
  const lock = useToggleLock(fairId);
  const schedule = useScheduleTeam(fairId);
  const members = useTeamMembers(fairId);
  const unlink = useUnlinkAll(fairId);
  const subgroups = useSubgroups(fairId, team.id);
  const changeSubgroup = useChangeSubgroup(fairId);
  // Subgroups (spec/001 §7): shown once someone is in the second half.
  const second = new Set((subgroups.data?.users2 ?? []).map((u) => u.id));
  // When the team's judges said they can judge: the schedule must fit in every one's times.
  const registrations = useRegistrations(fairId);
  // The team's boards with their grade band and language (GET /judging/registration_projects).
  const boards = useJudgingBoards(fairId);
  const linked = (boards.data ?? []).filter((b) => team.projectIDs.includes(b.id));
  const time = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const available = team.memberships
    .map((m) => ({
      name: m.user.firstName || m.user.userName,
      registration: (registrations.data ?? []).find(
        (r) => r.user.id === m.user.id && r.status === 'approved' && r.availability.length > 0,
      ),
    }))
    .filter((x) => x.registration)
    .map((x) => ({
      name: x.name,
      windows: x.registration!.availability.map((w) => `${time(w.start)} – ${time(w.end)}`).join('; '),
    }));
  const [newJudge, setNewJudge] = useState('');
  const locked = (team.projectStatus.status & TEAM_LOCKED_BIT) !== 0;
  const [start, setStart] = useState(localInput(team.schedule.startDatetime));
  const [duration, setDuration] = useState<number>(team.schedule.duration ?? 30);
  const error = lock.error ?? schedule.error ?? members.error ?? unlink.error ?? changeSubgroup.error;
  const when = team.schedule.startDatetime
    ? t('judging.teams.scheduledAt', {
        start: new Date(team.schedule.startDatetime).toLocaleString(i18n.language, {
          dateStyle: 'medium',
          timeStyle: 'short',
        }),
        duration: team.schedule.duration ?? 0,
      })
    : t('judging.teams.notScheduled');
  return (
    <Card withBorder padding="md" component="article" aria-label={team.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="md">
            {team.name}
          </Title>
          <Group gap="xs" wrap="nowrap">
            {locked ? (
              <Badge color="red.9" variant="outline">
                {t('judging.teams.locked')}
              </Badge>
            ) : null}
            <Button
              size="compact-sm"
              variant="default"
              loading={lock.isPending}
              aria-label={t(locked ? 'judging.teams.unlockLabel' : 'judging.teams.lockLabel', {
                team: team.name,
              })}
              onClick={() => lock.mutate(team.id)}
            >
              {t(locked ? 'judging.teams.unlock' : 'judging.teams.lock')}
            </Button>
          </Group>
        </Group>
        <Stack gap={4}>
          {team.memberships.map((m) => {
            const name = m.user.firstName || m.user.userName;
            return (
              <Group key={m.user.id} justify="space-between" gap="xs" wrap="nowrap">
                <Group gap={6}>
                  <Text size="sm">{name}</Text>
                  {m.role === 'lead' ? (
                    <Badge variant="filled" color="blue.9" size="sm">
                      {t('judging.teams.lead')}
                    </Badge>
                  ) : null}
                  {second.size > 0 ? (
                    <Badge variant="outline" color="gray.8" size="sm">
                      {t('judging.teams.subgroup', { n: second.has(m.user.id) ? 2 : 1 })}
                    </Badge>
                  ) : null}
                </Group>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <Button
                      size="compact-xs"
                      variant="default"
                      disabled={locked}
                      aria-label={t('judging.teams.actions', { name })}
                    >
                      {t('judging.teams.change')}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      onClick={() =>
                        members.mutate({
                          action: m.role === 'lead' ? 'removeTeamLead' : 'setTeamLead',
                          userName: m.user.userName,
                          teamID: team.id,
                        })
                      }
                    >
                      {t(m.role === 'lead' ? 'judging.teams.removeLead' : 'judging.teams.makeLead')}
                    </Menu.Item>
                    <Menu.Item
                      onClick={() =>
                        changeSubgroup.mutate({
                          teamId: team.id,
                          userName: m.user.userName,
                          topic: second.has(m.user.id) ? 'users1' : 'users2',
                        })
                      }
                    >
                      {t('judging.teams.toSubgroup', { n: second.has(m.user.id) ? 1 : 2 })}
                    </Menu.Item>
                    {teams
                      .filter((other) => other.id !== team.id)
                      .map((other) => (
                        <Menu.Item
                          key={other.id}
                          onClick={() =>
                            members.mutate({
                              action: 'switchTeam',
                              userName: m.user.userName,
                              fromTeam: team.id,
                              toTeam: other.id,
                            })
                          }
                        >
                          {t('judging.teams.moveTo', { team: other.name })}
                        </Menu.Item>
                      ))}
                    <Menu.Item
                      color="red.9"
                      onClick={() =>
                        members.mutate({
                          action: 'removeUserFromTeam',
                          userName: m.user.userName,
                          teamID: team.id,
                        })
                      }
                    >
                      {t('judging.teams.remove')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
            );
          })}
        </Stack>
        <Group align="flex-end" gap="xs">
          <TextInput
            size="xs"
            label={t('judging.teams.addJudge')}
            value={newJudge}
            onChange={(e) => setNewJudge(e.currentTarget.value)}
            disabled={locked}
          />
          <Button
            size="xs"
            variant="default"
            disabled={locked || !newJudge.trim()}
            loading={members.isPending}
            onClick={() =>
              members.mutate(
                { action: 'addUserToTeam', userName: newJudge.trim(), teamID: team.id },
                { onSuccess: () => setNewJudge('') },
              )
            }
          >
            {t('judging.teams.add')}
          </Button>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('judging.teams.boards', { count: team.projectIDs.length })}</Text>
          {team.projectIDs.length > 0 ? (
            <Button
              size="compact-xs"
              variant="default"
              disabled={locked}
              loading={unlink.isPending}
              onClick={() => unlink.mutate(team.id)}
            >
              {t('judging.teams.unlinkAll')}
            </Button>
          ) : null}
        </Group>
        {linked.length > 0 ? (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {linked.map((board) => (
              <Group key={board.id} component="li" gap="xs" wrap="nowrap">
                <Text size="sm" truncate>
                  {board.title}
                </Text>
                {board.gradeBand ? (
                  <Badge
                    variant="outline"
                    color="gray.8"
                    size="sm"
                    style={{ flexShrink: 0 }}
                    title={t('judging.teams.boardBand', { band: board.gradeBand })}
                  >
                    {board.gradeBand}
                  </Badge>
                ) : null}
                {board.language ? (
                  <Text
                    size="xs"
                    c="gray.7"
                    title={t('judging.teams.boardLanguage', { language: board.language })}
                  >
                    {board.language.toUpperCase()}
                  </Text>
                ) : null}
              </Group>
            ))}
          </Stack>
        ) : null}
        <Text size="sm" c="gray.7">
          {when}
        </Text>
        <Group align="flex-end" gap="xs">
          <TextInput
            type="datetime-local"
            label={t('judging.teams.start')}
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
            disabled={locked}
            size="xs"
          />
          <NumberInput
            label={t('judging.teams.duration')}
            min={1}
            max={1440}
            value={duration}
            onChange={(v) => setDuration(Number(v) || 1)}
            disabled={locked}
            size="xs"
            w={100}
          />
          <Button
            size="xs"
            variant="default"
            disabled={locked || !start}
            loading={schedule.isPending}
            onClick={() =>
              schedule.mutate({ teamID: team.id, startDatetime: new Date(start).toISOString(), duration })
            }
          >
            {t('judging.teams.save')}
          </Button>
        </Group>
        {available.map(({ name, windows }) => (
          <Text key={name} size="xs" c="gray.7">
            {t('judging.teams.availableAt', { name, times: windows })}
          </Text>
        ))}
        {error ? (
          <Alert color="red" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
