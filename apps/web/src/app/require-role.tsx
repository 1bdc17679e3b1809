import { hasAdminTypeRole } from '@makerboard/shared/constants';
import type { ReactNode } from 'react';
import { useSession } from '../api/session-store.ts';
import { NotFoundPage } from '../features/system/not-found-page.tsx';

/** Admin-type role required (admin, analytic, curator, resourceEditor); anyone else sees not-found. */
export function RequireAdminRole({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status !== 'loggedIn' || !hasAdminTypeRole(session.user?.roles)) return <NotFoundPage />;
  return <>{children}</>;
}
