import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { withPartner } from '../api/partner.ts';

/** Builds app paths that keep the current partner segment (/acme/…). */
export function usePartnerPath(): (path: string) => string {
  const { pathname } = useLocation();
  return useCallback((path: string) => withPartner(path, pathname), [pathname]);
}
