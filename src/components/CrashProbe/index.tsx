import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Query flag that makes the probe throw, e.g. `/?crash-probe=1`. */
export const CRASH_PROBE_FLAG = 'crash-probe';

/**
 * Test-only: after the page has hydrated, throws while the URL carries
 * `?crash-probe=1`, so the browser tests can prove the page-crash fallback
 * ("This page crashed." and "Try again") works. Without the flag, which is
 * always the case for readers, it renders nothing and never throws.
 */
export default function CrashProbe(): ReactNode {
  const isBrowser = useIsBrowser();
  if (isBrowser && new URLSearchParams(window.location.search).get(CRASH_PROBE_FLAG) === '1') {
    throw new Error('Crash probe: intentional error to exercise the page-crash fallback.');
  }
  return null;
}
