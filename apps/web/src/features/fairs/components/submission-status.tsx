import type { Submission } from '@makerboard/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<Submission['status'], string> = {
  submitted: 'blue',
  resubmitted: 'indigo',
  approved: 'teal',
  declined: 'red',
  unsubmitted: 'orange',
};

/** A submission's status as a badge (spec/000 §4 labels). */
export function SubmissionBadge({ status }: { status: Submission['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={`${COLORS[status]}.9`} variant="outline">
      {t(`fairs.status.${status}`)}
    </Badge>
  );
}
