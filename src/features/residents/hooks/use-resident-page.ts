import { useCallback } from "react";
import { getSupabase } from "@/auth/supabase";
import { isPropertyCode } from "@/lib/pickups";
import { useLoad } from "@/lib/use-load";
import { loadResidentPage } from "@/features/residents/api/page";

/**
 * The residents' page of this code: a code that cannot be a property's is not found at once,
 * without asking the database; any other is asked for, again on `retry`.
 */
export function useResidentPage(code: string) {
  const valid = isPropertyCode(code);
  const { state, retry } = useLoad(
    useCallback(
      () =>
        valid
          ? loadResidentPage(getSupabase(), code)
          : Promise.resolve({ ok: false, failure: "not-found" } as const),
      [code, valid],
    ),
  );
  return { state: valid ? state : ({ kind: "failed", failure: "not-found" } as const), retry };
}
