import { useState } from "react";
import { ownerConfig } from "@/features/owner/content";
import { buttonVariants } from "@/components/ui/Button";
import { TextInput } from "@/components/ui/TextInput";
import { alertClass } from "@/components/ui/form-classes";
import { saveQuote } from "@/features/owner/api/lifecycle";
import type { Client, InboxRequest } from "@/features/owner/api/requests";
import { trashCount } from "@shared/services";
import { dollarsText, parseDollars, suggestedQuote } from "@/features/owner/lib/money";

const copy = ownerConfig.quote;

type Props = {
  client: Client;
  request: InboxRequest;
  onSaved: (changes: Partial<InboxRequest>) => void;
};

/** The hint under the field: where the suggested amount comes from. */
function hintFor(request: InboxRequest): string {
  if (request.service === "garage_cleanout") return copy.hint.garage_cleanout;
  const count = trashCount(request);
  // A request with no count: the price per unit for a property, per room for a home.
  return count ? copy.hint.trash_collection(count) : copy.hint.noCount(request.property_name);
}

/**
 * The quote in dollars: the last one saved, or the amount the prices suggest. Saving replaces
 * the last one; a failed save keeps what was typed.
 */
export function QuoteForm({ client, request, onSaved }: Props) {
  const start = request.quote_cents ?? suggestedQuote(request);
  const [text, setText] = useState(start === null ? "" : dollarsText(start));
  const [state, setState] = useState<"idle" | "saving" | "saved" | "invalid" | "failed">("idle");
  const save = async () => {
    const cents = parseDollars(text);
    if (cents === null) return setState("invalid");
    setState("saving");
    const result = await saveQuote(client, request.id, cents);
    setState(result.ok ? "saved" : "failed");
    if (result.ok) onSaved(result.data);
  };
  const problem = state === "invalid" ? copy.invalid : state === "failed" ? copy.failed : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (state !== "saving") void save();
      }}
      className="grid gap-2"
    >
      <TextInput
        id="quote"
        label={copy.label}
        hint={hintFor(request)}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={state === "invalid"}
        onChange={(e) => setText(e.target.value)}
      />
      <button
        type="submit"
        aria-disabled={state === "saving"}
        className={`${buttonVariants()} justify-self-start`}
      >
        {state === "saving" ? copy.saving : copy.save}
      </button>
      <div role="status">
        {state === "saved" && <p className="font-medium text-brand-dark">{copy.saved}</p>}
      </div>
      <div role="alert">{problem && <p className={alertClass}>{problem}</p>}</div>
    </form>
  );
}
