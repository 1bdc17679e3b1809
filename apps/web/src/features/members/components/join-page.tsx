import { splitThreePartToken } from '@makerboard/shared/rules/tokens';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Checkbox,
  Container,
  Divider,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { acceptInvite } from '../../../api/session.ts';
import { useSession } from '../../../api/session-store.ts';
import { useDocumentTitle } from '../../../components/page.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { acceptBoardInvite } from '../api/accept-invite.ts';
import { useDeclineInvitation, useInvitation } from '../api/invitation.ts';

/**
 * join (spec/000 §2 "accept an invitation"): the page an invitation e-mail links to,
 * `/join?token={three-part token}&projectID={id}` (a notification links without the token).
 * The token must be base64 text of three pipe-separated parts, else the translated invalid-token
 * message shows (spec/000 §5). Signed in: accept. Signed out: log in and come back here, or make
 * the invited account.
 */
export function JoinPage() {
  const { t, i18n } = useTranslation();
  const to = usePartnerPath();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const session = useSession();
  useDocumentTitle(t('members.join.title'));
  const token = params.get('token') ?? undefined;
  // The project id is converted to an integer when accepting an invite (spec/001 §5).
  const projectID = Number.parseInt(params.get('projectID') ?? '', 10);
  const tokenOk = token === undefined || splitThreePartToken(token) !== null;
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [receiveEmails, setReceiveEmails] = useState(false);
  const boardPath = to(`/story/${projectID}`);
  // What the invitation is for, named before anyone accepts or declines.
  const invitation = useInvitation(
    projectID,
    token,
    tokenOk && projectID > 0 && session.status !== 'checking',
  );
  const decline = useDeclineInvitation(projectID, session.user?.userName);
  const details = invitation.data;
  const roleName = (role: string) => {
    const key = `members.roles.${role}`;
    return i18n.exists(key) ? t(key) : role;
  };
  const what = details ? (
    <Text fw={600} data-testid="invitation">
      {details.inviter
        ? t('members.join.invites', {
            inviter: details.inviter.fullName || details.inviter.userName,
            board: details.board.title,
            role: roleName(details.role),
          })
        : t('members.join.invitesNoInviter', { board: details.board.title, role: roleName(details.role) })}
    </Text>
  ) : null;

  const accept = useMutation({
    mutationFn: () => acceptBoardInvite(projectID, token),
    onSuccess: () => navigate(boardPath, { replace: true }),
  });
  const signup = useMutation({
    mutationFn: () => acceptInvite({ token: token!, username: userName.trim(), password, receiveEmails }),
    onSuccess: (result) => {
      const target = result.redirect?.match(/^\/project\/(\d+)$/)
        ? to(`/story/${result.redirect.split('/')[2]}`)
        : boardPath;
      navigate(target, { replace: true });
    },
  });

  let body: React.ReactNode;
  if (!tokenOk || (!token && !(projectID > 0))) {
    body = (
      <Alert color="red" role="alert">
        {t('members.join.invalidToken')}
      </Alert>
    );
  } else if (!(projectID > 0)) {
    body = (
      <Alert color="red" role="alert">
        {t('members.join.problem')}
      </Alert>
    );
  } else if (session.status === 'checking') {
    body = (
      <Center>
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  } else if (session.status === 'loggedIn') {
    const already = accept.error && 'code' in accept.error && accept.error.code === 'INVITE_ALREADY_ACCEPTED';
    body = decline.isSuccess ? (
      <Stack gap="md">
        <Alert color="teal" role="status">
          {t('members.join.declined')}
        </Alert>
        <Anchor component={Link} to={to('/home')} c="teal.9">
          {t('members.join.home')}
        </Anchor>
      </Stack>
    ) : (
      <Stack gap="md">
        {what}
        <Text>{t('members.join.loggedInAs', { name: session.user?.userName })}</Text>
        <Group grow>
          <Button onClick={() => accept.mutate()} loading={accept.isPending} size="md">
            {t('members.join.accept')}
          </Button>
          {details ? (
            <Button variant="default" onClick={() => decline.mutate()} loading={decline.isPending} size="md">
              {t('members.join.decline')}
            </Button>
          ) : null}
        </Group>
        {decline.error ? (
          <Alert color="red" role="alert">
            {errorMessage(decline.error)}
          </Alert>
        ) : null}
        {accept.error ? (
          <Alert color={already ? 'teal' : 'red'} role="alert">
            <Stack gap={4}>
              <Text>{errorMessage(accept.error)}</Text>
              {already ? (
                <Anchor component={Link} to={boardPath} c="teal.9">
                  {t('members.join.openBoard')}
                </Anchor>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    );
  } else {
    const back = `${location.pathname}${location.search}`;
    body = (
      <Stack gap="md">
        {what}
        <Text>{t('members.join.loginFirst')}</Text>
        <Button component={Link} to={to(`/loginPage?redirect=${encodeURIComponent(back)}`)} size="md">
          {t('members.join.login')}
        </Button>
        {token ? (
          <>
            <Divider label={t('members.join.or')} labelPosition="center" />
            <form
              onSubmit={(event) => {
                event.preventDefault();
                signup.mutate();
              }}
            >
              <Stack gap="sm">
                <Title order={2} fz="lg">
                  {t('members.join.newAccount')}
                </Title>
                <TextInput
                  label={t('members.join.username')}
                  value={userName}
                  onChange={(event) => setUserName(event.currentTarget.value)}
                  autoComplete="username"
                  required
                />
                <PasswordInput
                  label={t('members.join.password')}
                  description={t('members.join.passwordHint')}
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                  autoComplete="new-password"
                  required
                />
                <Checkbox
                  label={t('members.join.receiveEmails')}
                  checked={receiveEmails}
                  onChange={(event) => setReceiveEmails(event.currentTarget.checked)}
                />
                <Button type="submit" variant="default" loading={signup.isPending}>
                  {t('members.join.createAndJoin')}
                </Button>
                {signup.error ? (
                  <Alert color="red" role="alert">
                    {errorMessage(signup.error)}
                  </Alert>
                ) : null}
              </Stack>
            </form>
          </>
        ) : null}
      </Stack>
    );
  }

  return (
    <Container size="xs" py="xl">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="lg">
          <Title order={1} fz={28}>
            {t('members.join.title')}
          </Title>
          {body}
        </Stack>
      </Paper>
    </Container>
  );
}

export default JoinPage;
