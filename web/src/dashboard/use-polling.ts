import { useEffect } from "react";

/** Calls `reload` every `ms` while `active` (work still in flight on the server: a delivery, a session). */
export function usePolling(reload: () => void, active: boolean, ms = 2000): void {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(reload, ms);
    return () => clearInterval(timer);
  }, [reload, active, ms]);
}
