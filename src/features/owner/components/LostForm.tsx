import { useEffect, useRef, useState } from "react";
import { ownerConfig } from "@/features/owner/content";
import { lostReasons, type LostReason } from "@/lib/service-request";
import { buttonVariants } from "@/components/ui/Button";
import { alertClass } from "@/components/ui/form-classes";
import { markLost } from "@/features/owner/api/lifecycle";
import type { Client, InboxRequest } from "@/features/owner/api/requests";

const copy = ownerConfig.lost;

type Props = {
  client: Client;
  request: InboxRequest;
  onSaved: (changes: Partial<InboxRequest>) => void;
  onCancel: () => void;
  /** Whether to take the focus on opening (it was opened by a tap). */
  focus: boolean;
};

/** Why the lead was lost, one of a fixed few, saved with the Lost status in one update. */
export function LostForm({ client, request, onSaved, onCancel, focus }: Props) {
  const [reason, setReason] = useState<LostReason | null>(request.lost_reason ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const reasons = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const fieldset = reasons.current;
    if (focus)
      (
        fieldset?.querySelector<HTMLInputElement>("input:checked") ??
        fieldset?.querySelector<HTMLInputElement>("input")
      )?.focus();
  }, [focus]);
  const save = async () => {
    if (!reason) return setProblem(copy.choose);
    setProblem(null);
    setSaving(true);
    const result = await markLost(client, request.id, reason);
    setSaving(false);
    if (result.ok) onSaved(result.data);
    else setProblem(copy.failed);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) void save();
      }}
      className="grid gap-4 rounded-xl border-2 border-brand bg-white p-4"
    >
      <fieldset ref={reasons} className="grid gap-1">
        <legend className="mb-2 text-lg font-bold text-ink">{copy.title}</legend>
        {lostReasons.map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-ink">
            <input
              type="radio"
              name="lost-reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
              className="size-5"
            />
            {copy.reasons[value]}
          </label>
        ))}
      </fieldset>
      <div role="alert">{problem && <p className={alertClass}>{problem}</p>}</div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" aria-disabled={saving} className={buttonVariants()}>
          {copy.save}
        </button>
        <button type="button" onClick={onCancel} className={buttonVariants({ variant: "ghost" })}>
          {copy.cancel}
        </button>
      </div>
    </form>
  );
}
