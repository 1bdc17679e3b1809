import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { useSession } from '../../../api/session-store.ts';
import { Page } from '../../../components/page.tsx';
import { useBoothStats } from '../api/booth-stats.ts';
import { useBoothCollect } from '../api/collect-pin.ts';
import { usePin } from '../api/get-pin.ts';
import { StatsChart } from './stats-chart.tsx';

interface Detected {
  rawValue: string;
}
type Detector = { detect: (source: HTMLVideoElement) => Promise<Detected[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

/**
 * booth: the booth's own screen at an event, on a phone: type (or scan, where the browser can read
 * QR codes) a visitor's code, fill in what they answered, collect. The form empties after each
 * visitor; the chart below counts them by hour.
 */
export function BoothPage() {
  const { t } = useTranslation();
  const session = useSession();
  const me = session.status === 'loggedIn' ? (session.user?.userName ?? '') : '';
  const pin = usePin(me);
  const collect = useBoothCollect(me);
  const stats = useBoothStats(me, !!me);
  const [code, setCode] = useState('');
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [scanning, setScanning] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const questions = pin.data?.pin?.questions ?? [];
  const Barcode = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

  const submit = () =>
    collect.mutate(
      {
        visitorCode: code,
        answers: questions.map((q) => ({ questionID: q.id, answer: answers[q.id] ?? '' })),
      },
      {
        onSuccess: () => {
          setCode('');
          setAnswers({});
          codeInput.current?.focus();
        },
      },
    );

  return (
    <Page title={t('pins.booth.title')} description={t('pins.booth.intro')} size="xs">
      {!pin.isPending && !pin.data?.pin ? <Alert color="yellow">{t('pins.booth.noPin')}</Alert> : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            ref={codeInput}
            label={t('pins.booth.code')}
            size="xl"
            styles={{ input: { fontFamily: 'monospace', letterSpacing: 2 } }}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            required
            maxLength={32}
          />
          {Barcode ? (
            <Button variant="default" onClick={() => setScanning((s) => !s)}>
              {scanning ? t('pins.booth.stopScan') : t('pins.booth.scan')}
            </Button>
          ) : null}
          {scanning && Barcode ? (
            <Scanner
              Detector={Barcode}
              onCode={(value) => {
                setCode(value.toUpperCase());
                setScanning(false);
              }}
            />
          ) : null}
          {questions.map((q) => (
            <TextInput
              key={q.id}
              label={q.text}
              size="lg"
              required
              maxLength={1000}
              value={answers[q.id] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setAnswers((a) => ({ ...a, [q.id]: value }));
              }}
            />
          ))}
          <Button type="submit" size="xl" fullWidth loading={collect.isPending} disabled={!pin.data?.pin}>
            {t('pins.booth.submit')}
          </Button>
          {collect.data ? (
            <Alert color="teal" role="status">
              {t('pins.booth.done', {
                name: collect.data.visitor.firstName || collect.data.visitor.userName,
              })}
            </Alert>
          ) : null}
          {collect.error ? (
            <Text c="red.9" role="alert">
              {errorMessage(collect.error)}
            </Text>
          ) : null}
        </Stack>
      </form>
      {stats.data ? <StatsChart stats={stats.data} /> : null}
    </Page>
  );
}
export default BoothPage;

/** The phone's camera, read for QR codes by the browser's own BarcodeDetector. */
function Scanner({ Detector, onCode }: { Detector: DetectorClass; onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (!video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        while (!stopped) {
          const found = await detector.detect(video.current);
          if (found[0]?.rawValue) {
            onCode(found[0].rawValue);
            return;
          }
          await new Promise((r) => setTimeout(r, 250));
        }
      } catch {
        setFailed(true);
      }
    })();
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [Detector, onCode]);
  return failed ? (
    <Text c="red.9" role="alert">
      {t('pins.booth.cameraFailed')}
    </Text>
  ) : (
    <Group justify="center">
      <video ref={video} muted playsInline style={{ width: '100%', maxWidth: 320, borderRadius: 8 }} />
    </Group>
  );
}
