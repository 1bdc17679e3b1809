import { Group, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { partnerFromPath } from '../../../api/partner.ts';
import { usePartner } from '../api/get-partner.ts';
import { PartnerLogo } from './partner-logo.tsx';

/**
 * The partner a `{partner}` path segment names, beside the site's logo: its logo and title in its
 * colour (data of the second API, not code). Nothing when the segment names no partner.
 */
export default function PartnerBrand() {
  const { pathname } = useLocation();
  const partner = usePartner(partnerFromPath(pathname), { quiet: true });
  const p = partner.data?.partner;
  if (!p) return null;
  return (
    <Group gap={8} wrap="nowrap" visibleFrom="sm" data-testid="partner-brand">
      <PartnerLogo partner={p} size={32} />
      {/* The title needs room: with longer menu words (de, fr) only the logo, which names it, fits. */}
      <Text fw={700} size="sm" c="gray.8" style={{ whiteSpace: 'nowrap' }} visibleFrom="xl">
        {p.title}
      </Text>
    </Group>
  );
}
