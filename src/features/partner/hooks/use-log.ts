import { useCallback, useState } from "react";
import type { Supabase } from "@/auth/supabase";
import { loadLog, type Calendar } from "@/features/partner/api/log";
import { useLoad } from "@/lib/use-load";

/**
 * The service log's data: the chosen month of each property of `propertyIds` (tonight's month
 * first), read with tonight and each property's first night. Choosing another month keeps what is
 * shown until it arrives, and the calendar (the months to choose from) stays through a failed read.
 */
export function useLog(client: Supabase, propertyIds: string[]) {
  const [chosen, setMonth] = useState<string | null>(null);
  // The ids as one value: a new list of the same properties is no reason to read again.
  const ids = propertyIds.join(" ");
  const load = useCallback(
    () => loadLog(client, ids ? ids.split(" ") : [], chosen),
    [client, ids, chosen],
  );
  const { state: log, retry } = useLoad(load);
  const [calendar, setCalendar] = useState<Calendar | null>(null);
  if (log.kind === "ready" && log.data !== calendar) setCalendar(log.data);
  const month = chosen ?? (log.kind === "ready" ? log.data.month : null);
  return { calendar, month, setMonth, log, retry };
}
