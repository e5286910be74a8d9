import { useCallback, useEffect, useState } from "react";
import type { Supabase } from "@/auth/supabase";
import { loadCalendar, loadMonth, type Calendar, type MonthLog } from "@/features/partner/api/log";
import type { Loaded } from "@/lib/use-load";
import { monthOf } from "@/features/partner/lib/log";

/**
 * The service log's data: tonight and each property's first night (the server's, once), then
 * the chosen month's marks and reports, this month's first. Choosing another month keeps what is
 * shown until it arrives.
 */
export function useLog(client: Supabase) {
  const [calendar, setCalendar] = useState<Loaded<Calendar>>({ kind: "loading" });
  const [month, setMonth] = useState<string | null>(null);
  const [log, setLog] = useState<Loaded<MonthLog & { month: string }>>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    void loadCalendar(client).then((answer) => {
      if (!active) return;
      if (!answer.ok) {
        setCalendar({ kind: "failed", failure: answer.failure });
        return;
      }
      setCalendar({ kind: "ready", data: answer.data });
      setMonth((chosen) => chosen ?? monthOf(answer.data.tonight));
    });
    return () => {
      active = false;
    };
  }, [client, attempt]);

  useEffect(() => {
    if (!month) return;
    let active = true;
    void loadMonth(client, month).then((answer) => {
      if (!active) return;
      setLog(
        answer.ok
          ? { kind: "ready", data: { ...answer.data, month } }
          : { kind: "failed", failure: answer.failure },
      );
    });
    return () => {
      active = false;
    };
  }, [client, month, attempt]);

  const retry = useCallback(() => {
    setCalendar((now) => (now.kind === "failed" ? { kind: "loading" } : now));
    setLog({ kind: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  return { calendar, month, setMonth, log, retry };
}
