import { useEffect, useState } from "react";

/** The current time, renewed every 30 s so that "12 min ago" and waiting times move. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
