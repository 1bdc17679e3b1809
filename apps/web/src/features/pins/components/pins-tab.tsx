import type { HeldPin } from '@makerboard/shared';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { renderSVG } from 'uqr';
import { errorMessage } from '../../../api/errors.ts';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { useBoothStats } from '../api/booth-stats.ts';
import { usePin } from '../api/get-pin.ts';
import { useHeldPins } from '../api/held-pins.ts';
import { useReorderPins } from '../api/reorder-pins.ts';
import { useSwapPin, useSwaps } from '../api/swap-pins.ts';
import { useUpdatePin } from '../api/update-pin.ts';
import { useVisitorCode } from '../api/visitor-code.ts';
import { StatsChart } from './stats-chart.tsx';

/** Moves the pin at `from` to `to` in a copy of the list. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * The profile tab "pins" (spec/000 §2): the person's own pin, the pins they hold in their order
 * (reordered by dragging or with the move buttons), and for oneself the visitor code, swaps and,
 * for a booth, its questions and the collections chart.
 */
export function PinsTab({
  username,
  isSelf,
  isBooth,
}: {
  username: string;
  isSelf: boolean;
  isBooth: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <OwnPin username={username} isSelf={isSelf} isBooth={isBooth} />
        {isSelf ? <VisitorCode /> : null}
      </SimpleGrid>
      {isSelf ? <Swaps me={username} /> : null}
      {isSelf && isBooth ? <BoothStatsPanel username={username} /> : null}
      <Stack gap="sm">
        <Title order={2} fz="xl">
          {t('pins.held.title')}
        </Title>
        <HeldPins username={username} isSelf={isSelf} />
      </Stack>
    </Stack>
  );
}
export default PinsTab;

function OwnPin({ username, isSelf, isBooth }: { username: string; isSelf: boolean; isBooth: boolean }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const pin = usePin(username);
  const update = useUpdatePin(username);
  const current = pin.data?.pin ?? null;
  const [questions, setQuestions] = useState<string | null>(null);
  const text = questions ?? current?.questions.map((q) => q.text).join('\n') ?? '';
  const list = text
    .split('\n')
    .map((q) => q.trim())
    .filter(Boolean);
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {isSelf ? t('pins.own.mine') : t('pins.own.theirs')}
        </Title>
        {current ? (
          <Image src={current.url} alt={t('pins.own.alt', { name: username })} w={120} h={120} radius={120} />
        ) : (
          <Text c="gray.7">{isSelf ? t('pins.own.noneSelf') : t('pins.own.none')}</Text>
        )}
        {!isSelf && current ? (
          <Anchor component={Link} to={to(`/booth/${username}`)}>
            {t('pins.own.collect')}
          </Anchor>
        ) : null}
        {isSelf ? (
          <>
            <FileButton
              accept="image/png,image/jpeg,image/gif"
              onChange={(file) => file && update.mutate({ file, ...(isBooth ? { questions: list } : {}) })}
            >
              {(props) => (
                <Button {...props} variant={current ? 'default' : 'filled'} loading={update.isPending}>
                  {current ? t('pins.own.change') : t('pins.own.choose')}
                </Button>
              )}
            </FileButton>
            {isBooth && current ? (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  update.mutate({ url: current.url, questions: list });
                }}
              >
                <Stack gap="xs">
                  <Textarea
                    label={t('pins.own.questions')}
                    description={t('pins.own.questionsHint')}
                    autosize
                    minRows={2}
                    value={text}
                    onChange={(event) => setQuestions(event.currentTarget.value)}
                  />
                  <Group>
                    <Button type="submit" variant="default" loading={update.isPending}>
                      {t('pins.own.saveQuestions')}
                    </Button>
                    <Button component={Link} to={to('/booth')} variant="light">
                      {t('pins.own.boothScreen')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            ) : null}
            {update.error ? (
              <Text c="red.9" role="alert">
                {errorMessage(update.error)}
              </Text>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}

function VisitorCode() {
  const { t } = useTranslation();
  const code = useVisitorCode(true);
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="lg">
          {t('pins.code.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('pins.code.hint')}
        </Text>
        {code.data ? (
          <Group gap="lg">
            <Box
              w={120}
              h={120}
              role="img"
              aria-label={t('pins.code.qr')}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: generated QR code SVG of the code
              dangerouslySetInnerHTML={{ __html: renderSVG(code.data.code) }}
            />
            <Text ff="monospace" fz={36} fw={800} data-testid="visitor-code">
              {code.data.code}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

function Swaps({ me }: { me: string }) {
  const { t } = useTranslation();
  const swaps = useSwaps(true);
  const swap = useSwapPin(me);
  const [other, setOther] = useState('');
  const pending = (swaps.data?.swaps ?? []).filter((s) => s.status === 'pending');
  const lower = me.toLowerCase();
  /** The other person of a swap (the mirror call answers the swap as the other side asked it). */
  const otherOf = (s: { from: { userName: string }; to: { userName: string } }) =>
    s.from.userName.toLowerCase() === lower ? s.to.userName : s.from.userName;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('pins.swap.title')}
        </Title>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            swap.mutate(other.trim(), { onSuccess: () => setOther('') });
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('pins.swap.with')}
              value={other}
              onChange={(event) => setOther(event.currentTarget.value)}
              required
              autoCapitalize="none"
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={swap.isPending}>
              {t('pins.swap.ask')}
            </Button>
          </Group>
        </form>
        {swap.data ? (
          <Alert color="teal" role="status">
            {swap.data.swap.status === 'completed'
              ? t('pins.swap.completed', { name: otherOf(swap.data.swap) })
              : t('pins.swap.asked', { name: otherOf(swap.data.swap) })}
          </Alert>
        ) : null}
        {swap.error ? (
          <Text c="red.9" role="alert">
            {errorMessage(swap.error)}
          </Text>
        ) : null}
        {pending.length ? (
          <Stack gap={6}>
            {pending.map((s) =>
              s.to.userName.toLowerCase() === lower ? (
                <Group key={s.id} gap="sm">
                  <Text>{t('pins.swap.incoming', { name: s.from.userName })}</Text>
                  <Button size="xs" onClick={() => swap.mutate(s.from.userName)} loading={swap.isPending}>
                    {t('pins.swap.confirm')}
                  </Button>
                </Group>
              ) : (
                <Text key={s.id} c="gray.7">
                  {t('pins.swap.waiting', { name: s.to.userName })}
                </Text>
              ),
            )}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

function BoothStatsPanel({ username }: { username: string }) {
  const stats = useBoothStats(username, true);
  return stats.data ? <StatsChart stats={stats.data} /> : null;
}

function HeldPins({ username, isSelf }: { username: string; isSelf: boolean }) {
  const { t } = useTranslation();
  const held = useHeldPins(username);
  const reorder = useReorderPins(username);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const pins = held.data?.pins ?? [];
  const move = (from: number, to: number) => {
    const next = moved(pins, from, to);
    if (next === pins) return;
    reorder.mutate(next);
    setAnnouncement(t('pins.held.movedTo', { position: to + 1, count: pins.length }));
  };
  if (held.isPending) return <Text c="gray.7">{t('common.loading')}</Text>;
  if (held.isError)
    return (
      <Text c="red.9" role="alert">
        {errorMessage(held.error)}
      </Text>
    );
  if (pins.length === 0)
    return (
      <Paper withBorder p="xl" bg="gray.0">
        <Text ta="center" c="gray.7">
          {isSelf ? t('pins.held.emptySelf') : t('pins.held.empty')}
        </Text>
      </Paper>
    );
  return (
    <>
      {isSelf ? (
        <Text size="sm" c="gray.7">
          {t('pins.held.reorderHint')}
        </Text>
      ) : null}
      <SimpleGrid
        cols={{ base: 2, xs: 3, sm: 4, md: 6 }}
        spacing="md"
        component="ol"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {pins.map((pin, index) => (
          <Box
            component="li"
            key={pin.id}
            draggable={isSelf}
            onDragStart={() => setDragging(index)}
            onDragOver={(event) => isSelf && event.preventDefault()}
            onDrop={() => {
              if (dragging !== null) move(dragging, index);
              setDragging(null);
            }}
            data-testid="held-pin"
            style={{ cursor: isSelf ? 'grab' : undefined, opacity: dragging === index ? 0.5 : 1 }}
          >
            <PinCard pin={pin} />
            {isSelf ? (
              <Group gap={4} justify="center" mt={4}>
                <ActionIcon
                  variant="default"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={t('pins.held.earlier', { name: pin.owner.userName })}
                >
                  ←
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  disabled={index === pins.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={t('pins.held.later', { name: pin.owner.userName })}
                >
                  →
                </ActionIcon>
              </Group>
            ) : null}
          </Box>
        ))}
      </SimpleGrid>
      <div aria-live="polite" className="visually-hidden" style={{ position: 'absolute', left: -9999 }}>
        {announcement}
      </div>
    </>
  );
}

function PinCard({ pin }: { pin: HeldPin }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="center">
      {pin.url ? (
        <Image
          src={pin.url}
          alt={t('pins.own.alt', { name: pin.owner.userName })}
          w={80}
          h={80}
          radius={80}
        />
      ) : (
        <Box w={80} h={80} bg="gray.2" style={{ borderRadius: 80 }} />
      )}
      <Text size="sm" fw={600} ta="center" lineClamp={1}>
        {pin.project ? pin.project.title : `@${pin.owner.userName}`}
      </Text>
      <Badge size="sm" variant="outline" color={pin.via === 'swap' ? 'grape.9' : 'teal.9'}>
        {t(`pins.via.${pin.via}`)}
      </Badge>
    </Stack>
  );
}
