import { useState } from "react";
import { ownerConfig } from "@/features/owner/content";
import { buttonVariants } from "@/components/ui/Button";
import { saveNotes, type InboxRequest, type Client } from "@/features/owner/api/requests";
import { alertClass, inputClass, labelClass } from "@/components/ui/form-classes";

const copy = ownerConfig.notes;

type Props = {
  client: Client;
  request: InboxRequest;
  onSaved: (changes: Partial<InboxRequest>) => void;
};

/** The owner's notes, saved on request; a failed save keeps every character and says so. */
export function NotesForm({ client, request, onSaved }: Props) {
  const [notes, setNotes] = useState(request.owner_notes ?? "");
  const [state, setState] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  const save = async () => {
    setState("saving");
    const result = await saveNotes(client, request.id, notes);
    setState(result.ok ? "saved" : "failed");
    if (result.ok) onSaved(result.data);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (state !== "saving") void save();
      }}
      className="grid gap-2"
    >
      <label htmlFor="owner-notes" className={labelClass}>
        {copy.label}
      </label>
      <p id="owner-notes-hint" className="text-sm text-muted">
        {copy.hint}
      </p>
      <textarea
        id="owner-notes"
        rows={5}
        maxLength={ownerConfig.maxNotes}
        value={notes}
        aria-describedby="owner-notes-hint"
        onChange={(e) => setNotes(e.target.value)}
        className={`${inputClass} py-2`}
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
      <div role="alert">{state === "failed" && <p className={alertClass}>{copy.failed}</p>}</div>
    </form>
  );
}
