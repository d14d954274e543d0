import { useEffect } from 'react';

/** The preloader stays at least this long (docs/product.md § Constants), so that it never just flickers. */
export const PRELOADER_MINIMUM_MS = 500;

/**
 * The preloader markup and style are inline in index.html, so that they show before any script
 * runs. Once the app has rendered, this removes it — no sooner than 500 ms after the page started.
 */
export function Preloader() {
  useEffect(() => {
    const element = document.getElementById('preloader');
    if (!element) return;
    const wait = Math.max(0, PRELOADER_MINIMUM_MS - performance.now());
    let removeTimer: ReturnType<typeof setTimeout> | undefined;
    const hideTimer = setTimeout(() => {
      element.classList.add('preloader--done');
      document.body.removeAttribute('aria-busy');
      removeTimer = setTimeout(() => element.remove(), 400);
    }, wait);
    return () => {
      clearTimeout(hideTimer);
      if (removeTimer) clearTimeout(removeTimer);
    };
  }, []);
  return null;
}
