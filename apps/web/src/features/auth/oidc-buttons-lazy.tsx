import { lazy, Suspense } from 'react';

/** The provider buttons with their texts, loaded apart from the first screen's bundle. */
const Buttons = lazy(async () =>
  (await import('../../i18n/screens.ts')).withScreenTexts(() => import('./oidc-buttons.tsx')),
);

export function OidcButtons({ variant }: { variant: 'login' | 'signup' }) {
  return (
    <Suspense fallback={null}>
      <Buttons variant={variant} />
    </Suspense>
  );
}
