import { useCallback, useEffect, useState } from "react";
import { getSupabase } from "@/auth/supabase";
import { isPropertyCode } from "@/lib/pickups";
import { loadResidentPage, type PageAnswer } from "@/features/residents/api/page";

type PageState = { kind: "loading" } | PageAnswer;

/**
 * The residents' page of this code: a code that cannot be a property's is not found at once,
 * without asking the database; any other is asked for, again on `retry`.
 */
export function useResidentPage(code: string) {
  const valid = isPropertyCode(code);
  const [state, setState] = useState<PageState>(
    valid ? { kind: "loading" } : { kind: "not-found" },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!valid) return;
    let active = true;
    void loadResidentPage(getSupabase(), code).then((answer) => active && setState(answer));
    return () => {
      active = false;
    };
  }, [code, valid, attempt]);
  const retry = useCallback(() => {
    setState({ kind: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
