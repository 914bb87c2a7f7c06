import { useEffect, useRef, useState } from "react";
import { useLocation } from "../router";

// One polite announcement at a time for the outcome of an action ("Key revoked").
let show: (message: string) => void = () => undefined;

export function toast(message: string): void {
  show(message);
}

export function Toaster() {
  const [message, setMessage] = useState("");
  const shownAt = useRef(0);
  const { pathname } = useLocation();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    show = (m) => {
      setMessage(m);
      shownAt.current = Date.now();
      clearTimeout(timer);
      timer = setTimeout(() => setMessage(""), 5000);
    };
    return () => clearTimeout(timer);
  }, []);
  // Moving on to another page dismisses it, unless the action itself just led there ("Endpoint deleted").
  useEffect(() => {
    if (Date.now() - shownAt.current > 1000) setMessage("");
  }, [pathname]);
  return (
    <div className="toast" role="status" aria-live="polite">
      {message}
    </div>
  );
}
