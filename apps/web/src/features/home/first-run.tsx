import { INTEREST_SUBCATEGORIES_MIN, type SelfUser } from '@makerboard/shared';
import {
  Anchor,
  CloseButton,
  Group,
  List,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userKeys, usersApi } from '../../api/users.ts';
import { usePartnerPath } from '../../components/partner-link.tsx';
import { useClasses } from '../classes/index.ts';

const DISMISSED = 'mb_first_run_done';

type Step = { key: 'interests' | 'avatar' | 'board' | 'class'; done: boolean; to: string };

function Check({ done }: { done: boolean }) {
  return (
    <ThemeIcon size={22} radius="xl" color={done ? 'teal.9' : 'gray.3'} aria-hidden="true">
      <svg
        aria-hidden="true"
        width="14"
        height="14"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      >
        {done ? <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" /> : null}
      </svg>
    </ThemeIcon>
  );
}

/**
 * A new account's first steps on home (issue 16, item 11): pick interests, add a picture, make a
 * first board and, for students, join a class. Each ticks itself from the account; the list leaves
 * when every step is done or the person closes it (remembered on this device).
 */
export function FirstRunChecklist({ user }: { user: SelfUser }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED) === user.userName);
  const profile = useQuery({
    queryKey: userKeys.profile(user.userName),
    queryFn: () => usersApi.profile(user.userName),
  });
  const student = user.userType === 'student';
  const classes = useClasses(student);
  if (dismissed || !profile.data) return null;

  const steps: Step[] = [
    {
      key: 'interests',
      done: user.profile.interests.length >= INTEREST_SUBCATEGORIES_MIN,
      to: `/profile/${user.userName}/settings`,
    },
    { key: 'avatar', done: !!user.avatarUrl, to: `/profile/${user.userName}/settings` },
    {
      key: 'board',
      // Boards of every kind count (stories, projects, discussions).
      done:
        (profile.data.counts.projects ?? 0) +
          (profile.data.counts.stories ?? 0) +
          (profile.data.counts.discussions ?? 0) >
        0,
      to: '?modal=startproject',
    },
  ];
  if (student)
    steps.push({ key: 'class', done: (classes.data?.joined.length ?? 0) > 0, to: '/teachers/join' });
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;

  const close = () => {
    localStorage.setItem(DISMISSED, user.userName);
    setDismissed(true);
  };
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="first-run-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Title order={2} fz="lg" id="first-run-title">
              {t('home.firstRun.title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('home.firstRun.progress', { done, total: steps.length })}
            </Text>
          </Stack>
          <CloseButton onClick={close} aria-label={t('home.firstRun.dismiss')} />
        </Group>
        <Progress value={(done / steps.length) * 100} color="teal.9" aria-hidden="true" />
        <List spacing="xs" listStyleType="none" p={0}>
          {steps.map((step) => (
            <List.Item key={step.key} icon={<Check done={step.done} />}>
              {step.done ? (
                <Text span td="line-through" c="gray.7">
                  {t(`home.firstRun.steps.${step.key}`)}
                  <VisuallyHidden>{` (${t('home.firstRun.doneLabel')})`}</VisuallyHidden>
                </Text>
              ) : (
                <Anchor component={Link} to={step.to.startsWith('?') ? step.to : to(step.to)}>
                  {t(`home.firstRun.steps.${step.key}`)}
                </Anchor>
              )}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
