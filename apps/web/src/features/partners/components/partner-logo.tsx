import type { Partner } from '@makerboard/shared';
import { Avatar, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { safeImage } from '../safe-url.ts';

/** A partner's logo, or its initials on its colour when it has none. */
export function PartnerLogo({ partner, size = 96 }: { partner: Partner; size?: number }) {
  const { t } = useTranslation();
  const src = safeImage(partner.imageUrl);
  const alt = t('partners.logoOf', { name: partner.title });
  if (src) return <Image src={src} alt={alt} w={size} h={size} fit="contain" radius="md" />;
  return (
    <Avatar size={size} radius="md" color="gray.8" variant="filled" aria-label={alt}>
      {partner.title.slice(0, 2).toUpperCase()}
    </Avatar>
  );
}
