// The thin route progress bar (SPEC section 2): starts at 0.3, creeps while a route loads, and
// finishes 200 ms after the last pending load ends.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { PROGRESS_BAR } from '../../../contract/constants';

let pending = 0;
const listeners = new Set<() => void>();
const notify = (): void => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const routeProgress = {
  start(): void { pending += 1; notify(); },
  done(): void { pending = Math.max(0, pending - 1); notify(); },
};

/** Suspense fallback that keeps the bar running while a lazy route chunk loads. */
export function RouteLoading(): null {
  useEffect(() => { routeProgress.start(); return routeProgress.done; }, []);
  return null;
}

export function ProgressBar() {
  const busy = useSyncExternalStore(subscribe, () => pending > 0);
  const { pathname } = useLocation();
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    let running = true;
    const finish = (): void => {
      if (running) routeProgress.done();
      running = false;
    };
    routeProgress.start();
    const timer = window.setTimeout(finish, PROGRESS_BAR.stopDelayMs);
    return () => {
      window.clearTimeout(timer);
      finish();
    };
  }, [pathname]);

  useEffect(() => {
    if (busy) {
      setValue((current) => current ?? PROGRESS_BAR.start);
      const creep = window.setInterval(() => setValue((current) => Math.min(0.95, (current ?? PROGRESS_BAR.start) + 0.05)), 200);
      return () => window.clearInterval(creep);
    }
    setValue((current) => (current === null ? null : 1));
    const hide = window.setTimeout(() => setValue(null), PROGRESS_BAR.stopDelayMs);
    return () => window.clearTimeout(hide);
  }, [busy]);

  if (value === null) return null;
  return (
    <div
      className="route-progress"
      role="progressbar"
      aria-hidden="true"
      style={{ transform: `scaleX(${value})`, background: PROGRESS_BAR.color, height: PROGRESS_BAR.heightPx }}
    />
  );
}
