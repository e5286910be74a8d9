import { useCallback, useState } from "react";
import { isQuoteToken, type DeclineReason, type QuotePage } from "@shared/quote";
import { getSupabase } from "@/auth/supabase";
import type { Result } from "@/lib/result";
import { useLoad } from "@/lib/use-load";
import { callQuote } from "@/features/quote/api/quote";

type PageState =
  | { kind: "loading" }
  | { kind: "not-found" }
  | { kind: "failed" }
  | { kind: "ready"; page: QuotePage };

/** What became of the customer's last answer, shown beside the buttons. */
export type AnswerState = "idle" | "sending" | "day" | "answered" | "failed";

/**
 * The quote of this link, and the customer's answers to it: a token that cannot be a link's is
 * not found without asking; any other is opened, again on `retry`. An answer refused or failed
 * keeps the page as it was; a link revoked meanwhile is not found. `refresh` reads it again with
 * what is shown kept until the answer (a deposit being confirmed).
 */
export function useQuote(token: string) {
  const open = useCallback(async (): Promise<Result<QuotePage, "not-found" | "other">> => {
    if (!isQuoteToken(token)) return { ok: false, failure: "not-found" };
    const result = await callQuote(getSupabase(), { token, action: "open" });
    if (result.kind === "ready") return { ok: true, data: result.page };
    return { ok: false, failure: result.kind === "not-found" ? "not-found" : "other" };
  }, [token]);
  const { state: loaded, retry, refresh, update } = useLoad(open);
  const [revoked, setRevoked] = useState(false);
  const [answer, setAnswer] = useState<AnswerState>("idle");
  const send = useCallback(
    async (
      body:
        | { action: "accept"; day: string | null }
        | { action: "decline"; reason: DeclineReason | null },
    ) => {
      setAnswer("sending");
      const result = await callQuote(getSupabase(), { token, ...body });
      if (result.kind === "ready") {
        update(() => result.page);
        setAnswer("idle");
      } else if (result.kind === "not-found") setRevoked(true);
      else setAnswer(result.kind === "refused" ? result.code : "failed");
    },
    [token, update],
  );
  const state: PageState =
    revoked || (loaded.kind === "failed" && loaded.failure === "not-found")
      ? { kind: "not-found" }
      : loaded.kind === "ready"
        ? { kind: "ready", page: loaded.data }
        : loaded;
  return { state, retry, refresh, answer, send };
}
