import { useEffect, useRef, useState } from "react";
import { ownerConfig } from "@/features/owner/content";
import { buttonVariants } from "@/components/ui/Button";
import { TextInput } from "@/components/ui/TextInput";
import { alertClass, inputClass, labelClass } from "@/components/ui/form-classes";
import { schedule } from "@/features/owner/api/lifecycle";
import type { Client, InboxRequest } from "@/features/owner/api/requests";
import { businessDay } from "@/lib/service-request";

const copy = ownerConfig.schedule;

type Props = {
  client: Client;
  request: InboxRequest;
  onSaved: (changes: Partial<InboxRequest>) => void;
  onCancel: () => void;
  /** Whether to take the focus on opening (it was opened by a tap). */
  focus: boolean;
};

// A time input gives "08:00", PostgREST "08:00:00": the form shows hours and minutes.
const hhmm = (time: string | null) => time?.slice(0, 5) ?? "";

/** The agreed start day (and a window on it), saved with the Scheduled status in one update. */
export function ScheduleForm({ client, request, onSaved, onCancel, focus }: Props) {
  const [day, setDay] = useState(request.scheduled_for ?? "");
  const [from, setFrom] = useState(hhmm(request.scheduled_from));
  const [until, setUntil] = useState(hhmm(request.scheduled_until));
  const [setOut, setSetOut] = useState(request.set_out_note ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const earliest = businessDay(request.created_at);
  const dayInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) dayInput.current?.focus();
  }, [focus]);

  const save = async () => {
    // The database's own rules, said before sending: a day, not before the request's own day,
    // and both ends of a window or neither, the end after the start.
    if (!day) return setProblem(copy.noDay);
    if (day < earliest) return setProblem(copy.beforeRequest);
    if (!from !== !until || (from && until <= from)) return setProblem(copy.badWindow);
    setProblem(null);
    setSaving(true);
    const result = await schedule(client, request.id, {
      day,
      from: from || null,
      until: until || null,
      // Blank is none: the reminder then says nothing of it.
      setOut: setOut.trim() || null,
    });
    setSaving(false);
    if (result.ok) onSaved(result.data);
    else setProblem(copy.failed);
  };
  return (
    <form
      noValidate
      aria-labelledby="schedule-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) void save();
      }}
      className="grid gap-4 rounded-xl border-2 border-brand bg-white p-4"
    >
      <h4 id="schedule-title" className="text-lg font-bold text-ink">
        {copy.title}
      </h4>
      <TextInput
        id="schedule-day"
        ref={dayInput}
        label={copy.day}
        hint={copy.dayHint[request.service]}
        type="date"
        required
        min={earliest}
        value={day}
        onChange={(e) => setDay(e.target.value)}
      />
      <fieldset className="grid gap-2" aria-describedby="schedule-window-hint">
        <legend className="font-medium text-ink">{copy.window}</legend>
        <p id="schedule-window-hint" className="text-sm text-muted">
          {copy.windowHint}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextInput
            id="schedule-from"
            label={copy.from}
            type="time"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <TextInput
            id="schedule-until"
            label={copy.until}
            type="time"
            value={until}
            onChange={(e) => setUntil(e.target.value)}
          />
        </div>
      </fieldset>
      <div className="grid gap-2">
        <label htmlFor="schedule-set-out" className={labelClass}>
          {copy.setOut}
        </label>
        <p id="schedule-set-out-hint" className="text-sm text-muted">
          {copy.setOutHint}
        </p>
        <textarea
          id="schedule-set-out"
          rows={3}
          maxLength={ownerConfig.maxSetOut}
          value={setOut}
          aria-describedby="schedule-set-out-hint"
          onChange={(e) => setSetOut(e.target.value)}
          className={`${inputClass} py-2`}
        />
      </div>
      <div role="alert">{problem && <p className={alertClass}>{problem}</p>}</div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" aria-disabled={saving} className={buttonVariants()}>
          {saving ? copy.saving : copy.save}
        </button>
        <button type="button" onClick={onCancel} className={buttonVariants({ variant: "ghost" })}>
          {copy.cancel}
        </button>
      </div>
    </form>
  );
}
