import { Affix, Box, Button, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigationType } from 'react-router';
import { inNativeApp } from '../../api/native-app.ts';
import {
  type InstallOnboardingType,
  type InstallPromptEvent,
  instructionsFor,
  mayOffer,
  ONBOARDING_COLOUR,
  onboardingType,
  onInstallPrompt,
  setOnboardingState,
  WIDE_QUERY,
} from './install-state.ts';

/** How long a browser without an install prompt is given before the instructions show instead. */
const PROMPT_WAIT_MS = 2500;
/** How long a visitor stays on their first page before it counts as engaging (see `useEngaged`). */
export const ENGAGED_AFTER_MS = 30_000;

/**
 * Whether the visitor has engaged with the site in this visit: moved to a second page in the app,
 * or stayed on the first for ENGAGED_AFTER_MS. The onboarding waits for it, as install promotion
 * should: a first-time visitor first reads what they came for, and a card over it at once (it came
 * 2.5 s after the app's start) was also a phone's largest paint on a profile (issue 17).
 */
function useEngaged(): boolean {
  // A move the visitor made (a link followed), not a redirect of the first page (replaced).
  const moved = useNavigationType() === 'PUSH';
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setEngaged(true), ENGAGED_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (moved) setEngaged(true);
  }, [moved]);
  return engaged;
}

function installed(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/**
 * The add-to-home-screen onboarding (makehomedesktop on wide screens, makehomemobile on phones;
 * colour #00ADEE), once the visitor has engaged (`useEngaged`). It offers the browser's own install
 * prompt where there is one (`beforeinstallprompt`), and instructions otherwise. Shown once: "started" when it shows,
 * "completed" when it is installed or put away. A card at the bottom, not a modal: it blocks
 * nothing, and Escape or "Not now" puts it away.
 */
export function InstallOnboarding() {
  const { t } = useTranslation();
  const titleId = useId();
  const [shown, setShown] = useState<{
    type: InstallOnboardingType;
    prompt: InstallPromptEvent | null;
  } | null>(null);

  const engaged = useEngaged();

  useEffect(() => {
    if (!engaged) return;
    const type = onboardingType(window.matchMedia?.(WIDE_QUERY).matches ?? true);
    const where = { nativeApp: inNativeApp, installed: installed(), automated: navigator.webdriver === true };
    if (!mayOffer(type, where)) return;
    const show = (prompt: InstallPromptEvent | null) => {
      setOnboardingState(type, 'started');
      setShown({ type, prompt });
    };
    const timer = window.setTimeout(() => show(null), PROMPT_WAIT_MS);
    const stop = onInstallPrompt((prompt) => {
      window.clearTimeout(timer);
      show(prompt);
    });
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [engaged]);

  if (!shown) return null;
  const done = () => {
    setOnboardingState(shown.type, 'completed');
    setShown(null);
  };
  const install = async () => {
    if (!shown.prompt) return done();
    await shown.prompt.prompt();
    await shown.prompt.userChoice.catch(() => null);
    done();
  };
  const mobile = shown.type === 'makehomemobile';
  const how = instructionsFor(navigator.userAgent, shown.type);

  return (
    <Affix position={{ bottom: mobile ? 76 : 20, left: mobile ? 12 : 20 }} zIndex={190}>
      <Paper
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        data-onboarding={shown.type}
        withBorder
        shadow="lg"
        radius="md"
        w={mobile ? 'calc(100vw - 24px)' : 380}
        maw={380}
        style={{ borderTop: `6px solid ${ONBOARDING_COLOUR}`, overflow: 'hidden' }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') done();
        }}
      >
        <Stack gap="xs" p="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="sm" wrap="nowrap">
              <Box
                aria-hidden="true"
                w={40}
                h={40}
                style={{
                  background: ONBOARDING_COLOUR,
                  borderRadius: 10,
                  display: 'grid',
                  placeItems: 'center',
                  flex: 'none',
                }}
              >
                <img src="/favicon.svg" alt="" width={26} height={26} />
              </Box>
              <Title order={2} fz="md" id={titleId}>
                {t(mobile ? 'install.mobileTitle' : 'install.desktopTitle')}
              </Title>
            </Group>
            <CloseButton aria-label={t('install.notNow')} onClick={done} />
          </Group>
          <Text size="sm">{t('install.why')}</Text>
          {shown.prompt ? null : (
            <Text size="sm" fw={500} data-testid="install-instructions">
              {t(`install.how.${how}`)}
            </Text>
          )}
          <Group gap="sm" justify="flex-end">
            <Button variant="subtle" color="dark" onClick={done}>
              {shown.prompt ? t('install.notNow') : t('install.gotIt')}
            </Button>
            {shown.prompt ? (
              <Button color={ONBOARDING_COLOUR} c="black" onClick={() => void install()}>
                {t('install.install')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Paper>
    </Affix>
  );
}
