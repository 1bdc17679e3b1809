import type { ReportTarget } from '@makerboard/shared';
import { Alert, Button, type ButtonProps, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { Icon } from '../../../components/icon.tsx';
import { useCreateReport } from '../api/create-report.ts';

const REASON_MAX = 1000;

/**
 * The "Report" action and its modal (spec/000 "Modals": `report`): a reason is required; the
 * modal thanks the person once the report is filed, or says what went wrong.
 */
export function ReportButton({
  targetType,
  targetID,
  size = 'xs',
  variant = 'subtle',
  label,
}: {
  targetType: ReportTarget;
  targetID: number;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  /** What is reported, for screen readers ("Report this comment"). */
  label?: string;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const report = useCreateReport();
  const close = () => {
    setOpened(false);
    setReason('');
    setTouched(false);
    report.reset();
  };
  const missing = touched && !reason.trim();
  return (
    <>
      <Button
        variant={variant}
        color="gray.8"
        c="gray.8"
        size={size}
        w="fit-content"
        leftSection={<Icon name="flag" size={14} />}
        onClick={() => setOpened(true)}
        aria-label={label ?? t(`report.what.${targetType}`)}
        data-testid={`report-${targetType}-${targetID}`}
      >
        {t('report.action')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t(`report.title.${targetType}`)}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        data-modal="report"
      >
        {report.isSuccess ? (
          <Stack gap="md">
            <Alert color="teal" role="status" title={t('report.sentTitle')}>
              {t('report.sent')}
            </Alert>
            <Button onClick={close} w="fit-content">
              {t('common.close')}
            </Button>
          </Stack>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setTouched(true);
              if (!reason.trim()) return;
              report.mutate({ targetType, targetID, reason: reason.trim() });
            }}
          >
            <Stack gap="md">
              <Text size="sm">{t('report.intro')}</Text>
              <Textarea
                label={t('report.reason')}
                description={t('report.reasonHint')}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                onBlur={() => setTouched(true)}
                maxLength={REASON_MAX}
                autosize
                minRows={3}
                required
                data-autofocus
                error={missing ? t('report.reasonRequired') : null}
              />
              {report.isError ? (
                <Alert color="red" role="alert">
                  {errorMessage(report.error)}
                </Alert>
              ) : null}
              <Button type="submit" color="red.9" loading={report.isPending} w="fit-content">
                {t('report.send')}
              </Button>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
