import { type ClickableArea, hasAdminTypeRole, type Lobby } from '@makerboard/shared';
import {
  Alert,
  Anchor,
  Autocomplete,
  Button,
  FileButton,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { useSession } from '../../../api/session-store.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useAuditoriums } from '../../auditorium/index.ts';
import { uploadFile } from '../../media/index.ts';
import { useLobby } from '../api/get-lobby.ts';
import { useLobbies } from '../api/list-lobbies.ts';
import { useLobbyWrites } from '../api/lobby-writes.ts';
import classes from './lobby-picture.module.css';
import { LobbyPicture } from './lobby-picture.tsx';

/** Who may draw areas (the server's rule): admins and curators; other admin-type roles only look. */
export const mayEditAreas = (roles: readonly string[] | undefined) =>
  !!roles?.some((r) => r === 'admin' || r === 'curator');

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
const EMPTY: Rect = { x: 10, y: 10, width: 20, height: 20 };
const clamp = (v: number) => Math.min(100, Math.max(0, Math.round(v * 100) / 100));

/** A new lobby: its address, title and picture (uploaded first, then named by its URL). */
function NewLobbyForm({ onCreated }: { onCreated: (lobby: Lobby) => void }) {
  const { t } = useTranslation();
  const { create } = useLobbyWrites();
  const [path, setPath] = useState('');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!file) {
      setError(t('clickableAreas.pictureNeeded'));
      return;
    }
    setBusy(true);
    try {
      const upload = await uploadFile(file);
      const { lobby } = await create.mutateAsync({ path, title, image: upload.url ?? '' });
      onCreated(lobby);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack gap="sm" component="form" onSubmit={submit} aria-labelledby="new-lobby">
      <Title order={2} fz="lg" id="new-lobby">
        {t('clickableAreas.newLobby')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('clickableAreas.lobbyPath')}
          description={t('clickableAreas.lobbyPathHint')}
          value={path}
          onChange={(e) => setPath(e.currentTarget.value)}
          required
        />
        <TextInput
          label={t('clickableAreas.lobbyTitle')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          required
        />
      </SimpleGrid>
      <Group gap="sm">
        <FileButton onChange={setFile} accept="image/png,image/jpeg,image/gif">
          {(props) => (
            <Button variant="default" {...props}>
              {t('clickableAreas.choosePicture')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="gray.7">
          {file ? file.name : t('clickableAreas.noPicture')}
        </Text>
      </Group>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group>
        <Button type="submit" loading={busy}>
          {t('clickableAreas.createLobby')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The area editor on one lobby: drag on the picture or type the numbers, name it, pick where it leads. */
function AreaEditor({ lobby }: { lobby: Lobby }) {
  const { t } = useTranslation();
  const { addArea } = useLobbyWrites();
  const auditoriums = useAuditoriums();
  const lobbies = useLobbies();
  const [rect, setRect] = useState<Rect>(EMPTY);
  const [name, setName] = useState('');
  const [href, setHref] = useState('');
  const [saved, setSaved] = useState<ClickableArea | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const targets = [
    ...(auditoriums.data?.auditoriums.map((a) => `/auditorium/${a.slug}`) ?? []),
    ...(lobbies.data?.lobbies.filter((l) => l.id !== lobby.id).map((l) => `/2d/${l.path}`) ?? []),
  ];

  const at = (event: React.PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    };
  };
  const onPointer = {
    onPointerDown: (event: React.PointerEvent<HTMLDivElement>) => {
      event.currentTarget.setPointerCapture(event.pointerId);
      start.current = at(event);
    },
    onPointerMove: (event: React.PointerEvent<HTMLDivElement>) => {
      if (!start.current) return;
      const p = at(event);
      const s = start.current;
      setRect({
        x: Math.min(s.x, p.x),
        y: Math.min(s.y, p.y),
        width: Math.max(1, clamp(Math.abs(p.x - s.x))),
        height: Math.max(1, clamp(Math.abs(p.y - s.y))),
      });
    },
    onPointerUp: () => {
      start.current = null;
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
  const number = (key: keyof Rect) => (
    <NumberInput
      label={t(`clickableAreas.${key}`)}
      value={rect[key]}
      min={key === 'width' || key === 'height' ? 1 : 0}
      max={100}
      decimalScale={2}
      suffix=" %"
      onChange={(v) => setRect((r) => ({ ...r, [key]: typeof v === 'number' ? v : Number(v) || 0 }))}
    />
  );
  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    const { area } = await addArea.mutateAsync({ id: lobby.id, body: { name, href, ...rect } });
    setSaved(area);
    setName('');
    setHref('');
    setRect(EMPTY);
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {t('clickableAreas.drawHint')}
      </Text>
      <LobbyPicture
        imageUrl={lobby.imageUrl}
        alt={t('lobby.pictureAlt', { title: lobby.title })}
        areas={lobby.areas}
        linked={false}
        onPointer={onPointer}
      >
        <div
          className={classes.draft}
          style={{
            left: `${rect.x}%`,
            top: `${rect.y}%`,
            width: `${rect.width}%`,
            height: `${rect.height}%`,
          }}
        />
      </LobbyPicture>
      <Stack gap="sm" component="form" onSubmit={submit} aria-labelledby="new-area">
        <Title order={2} fz="lg" id="new-area">
          {t('clickableAreas.newArea')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {number('x')}
          {number('y')}
          {number('width')}
          {number('height')}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('clickableAreas.name')}
            description={t('clickableAreas.nameHint')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            required
          />
          <Autocomplete
            label={t('clickableAreas.href')}
            description={t('clickableAreas.hrefHint')}
            placeholder="/auditorium/main-stage"
            data={targets}
            value={href}
            onChange={setHref}
            required
          />
        </SimpleGrid>
        {addArea.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(addArea.error)}
          </Alert>
        ) : null}
        {saved ? (
          <Alert color="green" role="status">
            {t('clickableAreas.saved', { name: saved.name })}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={addArea.isPending}>
            {t('clickableAreas.saveArea')}
          </Button>
          <Anchor component={Link} to={`/2d/${lobby.path}`}>
            {t('clickableAreas.openLobby')}
          </Anchor>
        </Group>
      </Stack>
    </Stack>
  );
}

/** admin/clickableAreas/create: pick or make a lobby, then draw its clickable areas. */
export function ClickableAreasCreatePage() {
  const { t } = useTranslation();
  const session = useSession();
  const roles = session.status === 'loggedIn' ? session.user?.roles : undefined;
  const editable = mayEditAreas(roles);
  const [params, setParams] = useSearchParams();
  const lobbies = useLobbies();
  const chosen = Number(params.get('lobby')) || null;
  const lobby = useLobby(chosen);
  const choose = (id: number | null) => setParams(id ? { lobby: String(id) } : {}, { replace: true });
  return (
    <Page
      title={t('clickableAreas.createTitle')}
      size="lg"
      actions={
        <Anchor component={Link} to="/admin/clickableAreas/View" size="sm">
          {t('clickableAreas.viewLink')}
        </Anchor>
      }
    >
      {!editable && hasAdminTypeRole(roles) ? (
        <Alert color="blue" role="status">
          {t('clickableAreas.readOnly')}
        </Alert>
      ) : null}
      <QueryState query={lobbies}>
        {({ lobbies: all }) => (
          <Stack gap="xl">
            <Select
              label={t('clickableAreas.chooseLobby')}
              placeholder={all.length ? t('clickableAreas.chooseLobbyHint') : t('clickableAreas.noLobbies')}
              data={all.map((l) => ({ value: String(l.id), label: `${l.title} (/2d/${l.path})` }))}
              value={chosen ? String(chosen) : null}
              onChange={(v) => choose(v ? Number(v) : null)}
              clearable
            />
            {chosen ? (
              <QueryState query={lobby}>
                {({ lobby: l }) =>
                  editable ? (
                    <AreaEditor lobby={l} />
                  ) : (
                    <LobbyPicture imageUrl={l.imageUrl} alt={l.title} areas={l.areas} linked={false} />
                  )
                }
              </QueryState>
            ) : editable ? (
              <NewLobbyForm onCreated={(l) => choose(l.id)} />
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Page>
  );
}
