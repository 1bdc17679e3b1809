import { FAIR_ROLES, type FairRole } from '@makerboard/shared';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { Page } from '../../../components/page.tsx';
import { useAddStaff } from '../api/add-staff.ts';
import { useFair } from '../api/get-fair.ts';
import { useFairStaff } from '../api/list-staff.ts';
import { useRemoveStaff } from '../api/remove-staff.ts';
import { useUpdateFair } from '../api/update-fair.ts';
import { useFairId } from './fair-page.tsx';

/** A date input's value (yyyy-mm-dd) from an ISO timestamp. */
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** fair/{id}/settings: the organisers' settings (issue 10 item 1): dates, reopening, staff. */
export function FairSettingsPage() {
  const { t } = useTranslation();
  const id = useFairId() ?? 0;
  const fair = useFair(id);
  const update = useUpdateFair(id);
  const staff = useFairStaff(id, !!fair.data);
  const add = useAddStaff(id);
  const remove = useRemoveStaff(id);
  const [description, setDescription] = useState('');
  const [deadline, setDeadline] = useState('');
  const [userName, setUserName] = useState('');
  const [role, setRole] = useState<FairRole>('reviewer');
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const data = fair.data;
  useEffect(() => {
    if (!data) return;
    setDescription(data.description);
    setDeadline(day(data.submissionDeadline));
  }, [data]);

  if (fair.isError)
    return (
      <Page title={t('fairs.settings.title')}>
        <Alert color="red" role="alert">
          {errorMessage(fair.error)}
        </Alert>
      </Page>
    );
  if (!data) return <Loader aria-label={t('common.loading')} m="xl" />;

  async function save(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setSaved(false);
    try {
      await update.mutateAsync({
        description,
        submissionDeadline: deadline ? new Date(`${deadline}T23:59:59`).toISOString() : null,
      });
      setSaved(true);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }
  async function give(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      await add.mutateAsync({ userName: userName.trim(), role });
      setUserName('');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <Page title={t('fairs.settings.title')} description={data.name}>
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Card withBorder padding="lg">
        <form onSubmit={save}>
          <Stack gap="md">
            <Title order={2} fz="xl">
              {t('fairs.settings.about')}
            </Title>
            <Textarea
              label={t('fairs.settings.description')}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
              autosize
              minRows={3}
            />
            <TextInput
              type="date"
              label={t('fairs.deadline')}
              value={deadline}
              onChange={(e) => setDeadline(e.currentTarget.value)}
            />
            <Switch
              label={t('fairs.settings.reopen')}
              description={t('fairs.settings.reopenHint')}
              checked={data.editingReopened}
              onChange={(e) => void update.mutateAsync({ editingReopened: e.currentTarget.checked })}
            />
            {saved ? (
              <Text c="teal.8" role="status">
                {t('fairs.settings.saved')}
              </Text>
            ) : null}
            <Group>
              <Button type="submit" loading={update.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={2} fz="xl">
            {t('fairs.settings.staff')}
          </Title>
          {staff.isPending ? <Loader aria-label={t('common.loading')} /> : null}
          {staff.data?.length ? (
            <Table>
              <Table.Caption>{t('fairs.settings.staffCaption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('fairs.settings.person')}</Table.Th>
                  <Table.Th scope="col">{t('fairs.settings.role')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('fairs.settings.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {staff.data.map((s) => (
                  <Table.Tr key={`${s.user.id}-${s.role}`}>
                    <Table.Td>{s.user.userName}</Table.Td>
                    <Table.Td>{t(`fairs.roles.${s.role}`)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() =>
                          void remove.mutateAsync(s.user.userName).catch((e) => setProblem(errorMessage(e)))
                        }
                        aria-label={t('fairs.settings.remove', { name: s.user.userName })}
                      >
                        {t('fairs.settings.removeShort')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
          <form onSubmit={give}>
            <Group align="flex-end">
              <TextInput
                label={t('fairs.settings.userName')}
                value={userName}
                onChange={(e) => setUserName(e.currentTarget.value)}
                required
              />
              <Select
                label={t('fairs.settings.role')}
                data={FAIR_ROLES.map((r) => ({ value: r, label: t(`fairs.roles.${r}`) }))}
                value={role}
                onChange={(v) => setRole((v as FairRole) ?? 'reviewer')}
                allowDeselect={false}
              />
              <Button type="submit" loading={add.isPending} disabled={!userName.trim()}>
                {t('fairs.settings.add')}
              </Button>
            </Group>
          </form>
        </Stack>
      </Card>
    </Page>
  );
}

export default FairSettingsPage;
