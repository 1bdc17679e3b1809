import { Affix, Button, Transition } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { editingState } from '../../api/flag-store.ts';
import { inNativeApp } from '../../api/native-app.ts';
import { systemApi } from '../../api/system.ts';
import { createVersionChecker, isUpdateAvailable } from '../../api/version-check.ts';
import { tabChannel, tellOtherTabs } from '../../realtime/tab-sync.ts';
import { onVersionUpdate } from '../../realtime/version-signal.ts';

/** Starts the version check (spec/001 §4) and shows the update notice when the server is newer. */
export function UpdateNotice() {
  const { t } = useTranslation();
  const [available, setAvailable] = useState(false);
  const editing = useSyncExternalStore(editingState.subscribe, editingState.get, editingState.get);
  const [checker] = useState(() =>
    createVersionChecker({
      fetchVersion: systemApi.version,
      baseline: __BUILD_TIME__,
      onUpdateAvailable: (version) => {
        setAvailable(true);
        // The browser's other tabs show it too (pb-vms), without waiting for their own check.
        tellOtherTabs({ kind: 'update', version });
      },
      isEditing: editingState.get,
    }),
  );

  useEffect(() => {
    checker.start();
    void checker.checkNow();
    return () => checker.stop();
  }, [checker]);

  useEffect(() => {
    void editing;
    checker.editingChanged();
  }, [checker, editing]);

  // A live version message (spec/001 §4) asks for a check now.
  useEffect(() => onVersionUpdate(() => void checker.checkNow()), [checker]);

  // An update another tab found, now or before this tab opened (the last pb-vms message).
  useEffect(() => {
    if (typeof window === 'undefined') return;
    const channel = tabChannel();
    const heard = (version: number) => {
      if (isUpdateAvailable(version, __BUILD_TIME__)) setAvailable(true);
    };
    const last = channel.last();
    if (last?.kind === 'update') heard(last.version);
    return channel.on((message) => {
      if (message.kind === 'update') heard(message.version);
    });
  }, []);

  return (
    <Affix position={{ bottom: 84, left: 16 }} zIndex={400}>
      {/* The live region is there from the start, so the notice is announced when it appears. */}
      <div role="status" aria-live="polite">
        <Transition mounted={available} transition="slide-up">
          {(styles) => (
            <Button
              style={styles}
              color="dark"
              h="auto"
              py="sm"
              maw={360}
              styles={{
                inner: { justifyContent: 'flex-start' },
                label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.4 },
              }}
              onClick={() => window.location.reload()}
            >
              {t(inNativeApp ? 'system.update.app' : 'system.update.site')}
            </Button>
          )}
        </Transition>
      </div>
    </Affix>
  );
}
