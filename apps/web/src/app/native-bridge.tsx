import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { inNativeApp, listenForRedirects } from '../api/native-app.ts';

/**
 * Inside the native app (docs/native-shell.md), the app may send a redirect event carrying a path;
 * the client navigates there (spec/000 §2, spec/001 §2). Nothing listens in a browser.
 */
export function NativeBridge() {
  const navigate = useNavigate();
  useEffect(() => (inNativeApp ? listenForRedirects((path) => void navigate(path)) : undefined), [navigate]);
  return null;
}
