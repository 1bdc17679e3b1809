import type { Section } from '@makerboard/shared';
import { POST_STATUSES, type PostStatus } from '@makerboard/shared/limits';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_KEYS } from './section-status.ts';

/** A section's status as its editor sets it (loaded only in edit mode: readers see the badge). */
export function SectionStatusSelect({
  section,
  label,
  onChange,
}: {
  section: Section;
  label: string;
  onChange: (status: PostStatus) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      size="xs"
      w={170}
      aria-label={label}
      data={POST_STATUSES.map((value) => ({ value, label: t(`boards.status.${STATUS_KEYS[value]}`) }))}
      value={section.postStatus}
      allowDeselect={false}
      onChange={(value) => value && value !== section.postStatus && onChange(value as PostStatus)}
    />
  );
}

export default SectionStatusSelect;
