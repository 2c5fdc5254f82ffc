// Runs a side effect once per mounted component, even under React StrictMode's double effect
// invocation in development (refs survive it). Used for calls that must not repeat, such as
// counting a visit or starting a TOTP set-up.
import { useEffect, useEffectEvent, useRef } from 'react';

export function useRunOnce(callback: () => void): void {
  const ran = useRef(false);
  const run = useEffectEvent(callback);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    run();
  }, []);
}
