import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Web push in the shell: a signed-in browser that already allowed notifications saves its push
 * token (spec/000 §4 Session), and a tapped notification navigates an open tab to its deep link
 * (spec/001 §2). The push code loads only here, after the page, to keep the shell small.
 */
export function PushBridge({ loggedIn }: { loggedIn: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let stop = () => {};
    let cancelled = false;
    void import('../features/notifications/push.ts').then((push) => {
      if (cancelled) return;
      stop = push.listenForPushNavigation((path) => navigate(path));
      if (loggedIn) void push.registerPushAfterLogin();
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [loggedIn, navigate]);
  return null;
}
