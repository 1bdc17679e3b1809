import type { Board } from '@makerboard/shared';
import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { downloadCertificate, earnsCertificate } from '../api/board-certificate.ts';

/**
 * The certificate of a completed or awarded board, as a PDF (docs/decisions.md "Certificates").
 * Its team always sees the button (an award is checked by the server); others once the board is
 * completed.
 */
export function CertificateButton({ board }: { board: Board }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!board.memberRole && !earnsCertificate(board, 0)) return null;
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="default"
        size="sm"
        leftSection={<Icon name="download" />}
        loading={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          downloadCertificate(board.id)
            .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
            .finally(() => setBusy(false));
        }}
      >
        {busy ? t('boards.certificate.downloading') : t('boards.certificate.download')}
      </Button>
      {error ? (
        <Alert color="red" role="alert" py={6}>
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
