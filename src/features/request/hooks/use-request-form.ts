import type { ServiceRequestRow } from "@/lib/service-request";
import { useEffect, useRef, useState } from "react";
import type { SendFailure } from "@/lib/send-failure";
import { getSupabase } from "@/auth/supabase";
import { clearDraft, loadDraft, saveDraft } from "@/features/request/lib/draft";
import { sendRequest } from "@/features/request/api/submit";
import { leadSource } from "@/features/request/lib/source";
import { validate, type FieldErrors } from "@/features/request/lib/validate";
import { emptyValues, type FieldName, type RequestValues } from "@/features/request/lib/values";
import { businessDay } from "@/lib/service-request";
import { isServiceId, type ServiceId } from "@shared/services";
import { fieldId, type FormBinding } from "@/features/request/lib/form-binding";
import type { PhotoUpload } from "@shared/intake";
import type { Photos } from "./use-photos";
import type { Turnstile } from "@/components/turnstile/use-turnstile";

/**
 * Scripts that post a form do it within a fraction of a second of loading it; a person needs
 * longer than this to fill in a name, a phone, an address and a city. A faster first press gets
 * a gentle "check your details" instead of being sent, and the second press goes through, so a
 * quick person loses nothing and a one-shot script sends nothing.
 */
export const minFillMs = 3000;

export type Status =
  | { kind: "editing" }
  | { kind: "too-fast" }
  | { kind: "sending" }
  | { kind: "failed"; failure: SendFailure; row: ServiceRequestRow }
  /** No backend, or (`unchecked`) Turnstile gave no token: the request goes by text or e-mail. */
  | { kind: "handoff"; row: ServiceRequestRow; unchecked?: boolean }
  | { kind: "sent"; row: ServiceRequestRow; requestId?: string; uploads?: PhotoUpload[] };

/** The service a pricing card asked for (?service=trash-collection), if any. */
function serviceFromUrl(): ServiceId | undefined {
  const asked = new URLSearchParams(window.location.search).get("service");
  return isServiceId(asked) ? asked : undefined;
}

/**
 * Focuses the invalid field that comes first on screen. The order is the page's, not the order
 * validate() checks in: the fields above "Your name" differ with the service chosen.
 */
function focusFirstInvalid(errors: FieldErrors) {
  const fields = (Object.keys(errors) as FieldName[]).flatMap(
    (name) => document.getElementById(fieldId(name)) ?? [],
  );
  const before = (a: HTMLElement, b: HTMLElement) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  fields.sort(before)[0]?.focus();
}

// Runs on the client only: the page renders the form after hydration (see GetStarted.tsx).
function initialValues(): RequestValues {
  const values = { ...emptyValues(), ...loadDraft() };
  return { ...values, service: serviceFromUrl() ?? values.service };
}

export function useRequestForm(
  photos?: Pick<Photos, "photos" | "upload">,
  turnstile?: Pick<Turnstile, "check" | "spent">,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: "editing" });
  const honeypot = useRef<HTMLInputElement>(null);
  const shownAt = useRef(0);
  const warned = useRef(false);
  const sending = useRef(false);
  // The request's id and its retry key, made here and kept across retries of one request, so
  // that a retry after a lost answer is stored once and gets its photos' uploads again, which
  // only the holder of the key does.
  const requestId = useRef<{ id: string; retryKey: string } | undefined>(undefined);

  useEffect(() => {
    shownAt.current = Date.now();
    getSupabase()?.catch(() => undefined); // load the client now, so that sending is quick
  }, []);
  useEffect(() => saveDraft(values), [values]);

  const set: FormBinding["set"] = (name, value) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // Once a send has shown errors, each one goes away as soon as it is fixed.
    if (checked) {
      const result = validate(next, businessDay());
      setErrors(result.ok ? {} : result.errors);
    }
  };

  async function submit() {
    if (sending.current) return; // a double click, or Enter pressed twice
    const result = validate(values, businessDay());
    setChecked(true);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(result.errors);
      return;
    }
    setErrors({});
    // A filled honeypot is a bot: it is shown the confirmation and nothing is sent.
    if (honeypot.current?.value) return setStatus({ kind: "sent", row: result.row });
    if (Date.now() - shownAt.current < minFillMs && !warned.current) {
      warned.current = true;
      return setStatus({ kind: "too-fast" });
    }
    const client = getSupabase();
    if (!client) return setStatus({ kind: "handoff", row: result.row });
    sending.current = true;
    setStatus({ kind: "sending" });
    // The human check: a token for this send, or none (no check in this build). Turnstile not
    // answering (blocked, offline) leaves the text or e-mail hand-off, and Send to try again.
    const check = (await turnstile?.check()) ?? { kind: "off" };
    if (check.kind === "unavailable") {
      sending.current = false;
      return setStatus({ kind: "handoff", row: result.row, unchecked: true });
    }
    requestId.current ??= { id: crypto.randomUUID(), retryKey: crypto.randomUUID() };
    const { id, retryKey } = requestId.current;
    const photoCount = photos?.photos.length ?? 0;
    const row = { ...result.row, ...leadSource(), id, photo_count: photoCount };
    const sent = await sendRequest(client, row, {
      turnstileToken: check.kind === "token" ? check.token : null,
      retryKey,
    });
    if (check.kind === "token") turnstile?.spent();
    sending.current = false;
    if (!sent.ok) return setStatus({ kind: "failed", failure: sent.failure, row: result.row });
    clearDraft();
    // The request counts as sent now; the photos follow it (components/PhotoUploads.tsx).
    if (photos && photoCount) void photos.upload(client, id, sent.uploads);
    setStatus({ kind: "sent", row: result.row, requestId: id, uploads: sent.uploads });
  }

  function startOver() {
    requestId.current = undefined;
    setValues(emptyValues(values.service));
    setChecked(false);
    setStatus({ kind: "editing" });
  }

  const form: FormBinding = { values, errors, set };
  return { form, status, submit, startOver, honeypot };
}
