import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { useCreateClass } from '../api/create-class.ts';
import { useClasses } from '../api/list-classes.ts';
import { Loading } from './query-state.tsx';

/** The profile tab "classes" (spec/000 §2): a teacher's classes, with a form to make one. */
export function ClassesTab({ isSelf }: { isSelf: boolean }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const classes = useClasses(isSelf);
  const create = useCreateClass();
  const [name, setName] = useState('');
  if (!isSelf)
    return (
      <Paper withBorder p="xl" bg="gray.0">
        <Text ta="center" c="gray.7">
          {t('classes.tab.private')}
        </Text>
      </Paper>
    );
  const list = classes.data?.classes ?? [];
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate({ name }, { onSuccess: () => setName('') });
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('classes.tab.newName')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              required
              maxLength={80}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={create.isPending}>
              {t('classes.tab.create')}
            </Button>
          </Group>
          {create.error ? (
            <Text c="red.9" role="alert" mt="xs">
              {errorMessage(create.error)}
            </Text>
          ) : null}
        </form>
      </Card>
      <Loading query={classes}>
        {list.length === 0 ? (
          <Paper withBorder p="xl" bg="gray.0">
            <Text ta="center" c="gray.7">
              {t('classes.tab.empty')}
            </Text>
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {list.map((c) => (
              <Card key={c.id} withBorder padding="lg">
                <Stack gap="xs">
                  <Title order={2} fz="lg">
                    <Anchor component={Link} to={to(`/classes/${c.id}`)}>
                      {c.name}
                    </Anchor>
                  </Title>
                  <Text ff="monospace">{c.code ?? t('classes.code.disabled')}</Text>
                  <Group gap={6}>
                    <Badge variant="outline" color="teal.9">
                      {t('classes.tab.approved', { count: c.counts.approved })}
                    </Badge>
                    {c.counts.pending ? (
                      <Badge variant="outline" color="gray.8">
                        {t('classes.tab.pending', { count: c.counts.pending })}
                      </Badge>
                    ) : null}
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Loading>
    </Stack>
  );
}
