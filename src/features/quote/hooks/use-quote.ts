import { useCallback, useEffect, useState } from "react";
import { isQuoteToken, type DeclineReason, type QuotePage } from "@shared/quote";
import { getSupabase } from "@/auth/supabase";
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
 * not found at once, without asking; any other is opened, again on `retry`. An answer refused or
 * failed keeps the page as it was.
 */
export function useQuote(token: string) {
  const valid = isQuoteToken(token);
  const [state, setState] = useState<PageState>(
    valid ? { kind: "loading" } : { kind: "not-found" },
  );
  const [answer, setAnswer] = useState<AnswerState>("idle");
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!valid) return;
    let active = true;
    void callQuote(getSupabase(), { token, action: "open" }).then((result) => {
      if (!active) return;
      setState(result.kind === "refused" ? { kind: "failed" } : result);
    });
    return () => {
      active = false;
    };
  }, [token, valid, attempt]);
  const retry = useCallback(() => {
    setState({ kind: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  const send = useCallback(
    async (
      body:
        | { action: "accept"; day: string | null }
        | { action: "decline"; reason: DeclineReason | null },
    ) => {
      setAnswer("sending");
      const result = await callQuote(getSupabase(), { token, ...body });
      if (result.kind === "ready") {
        setState(result);
        setAnswer("idle");
      } else if (result.kind === "not-found") setState(result);
      else setAnswer(result.kind === "refused" ? result.code : "failed");
    },
    [token],
  );
  return { state, retry, answer, send };
}
