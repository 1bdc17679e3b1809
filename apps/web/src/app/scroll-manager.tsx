import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { planScroll } from './scroll.ts';

/** Applies the scroll rule of spec/000 §2 after every navigation. */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const lastKey = useRef(location.key);

  useEffect(() => {
    const onScroll = () => positions.current.set(lastKey.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    lastKey.current = location.key;
    const plan = planScroll(location.hash, navigationType, positions.current.get(location.key));
    if (plan.kind === 'hash') {
      // The target may render a moment later (a board's sections arrive after the page): look for
      // it every 100 ms for up to 5 s.
      let timer: ReturnType<typeof setTimeout>;
      const find = (tries: number) => {
        timer = setTimeout(
          () => {
            const target = document.getElementById(plan.id);
            if (target) target.scrollIntoView({ behavior: 'smooth' });
            else if (tries < 50) find(tries + 1);
          },
          tries === 0 ? 50 : 100,
        );
      };
      find(0);
      return () => clearTimeout(timer);
    }
    if (plan.kind === 'restore') {
      const timer = setTimeout(() => window.scrollTo(0, plan.y), plan.delayMs);
      return () => clearTimeout(timer);
    }
    window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.hash, navigationType]);

  return null;
}
