import { useState } from "react";
import { Send } from "lucide-react";
import { photosConfig } from "@/features/request/content/photos";
import { requestConfig } from "@/features/request/content/request";
import { getSupabase } from "@/auth/supabase";
import { buttonVariants } from "@/components/ui/Button";
import { businessDay } from "@/lib/service-request";
import { AboutYouFields, PlaceFields } from "./ContactFields";
import { Confirmation } from "./Confirmation";
import { TextAreaField } from "./Fields";
import { Handoff } from "./Handoff";
import { PhotoField } from "./PhotoField";
import { PhotoUploads } from "./PhotoUploads";
import { SendStatus } from "./SendStatus";
import { ServiceFields } from "./ServiceFields";
import { usePhotos } from "@/features/request/hooks/use-photos";
import { useRequestForm } from "@/features/request/hooks/use-request-form";
import { useTurnstile } from "@/components/turnstile/use-turnstile";

/**
 * The request form. It is submitted by script only (the CSP's form-action 'none' forbids a
 * native submission), so noValidate hands every check to validate() and its messages.
 */
export function RequestForm() {
  const photos = usePhotos();
  const { container: checkBox, active: checking, check, spent } = useTurnstile("request");
  const { form, status, submit, startOver, honeypot } = useRequestForm(photos, { check, spent });
  // The first day a request may start: today in Utah, as the database counts it, whatever the
  // visitor's own calendar says (at 11:30 pm in California it is already tomorrow there).
  const [today] = useState(() => businessDay());
  if (status.kind === "sent") {
    const { requestId, uploads = [] } = status;
    const client = getSupabase();
    const retry = () => client && requestId && void photos.upload(client, requestId, uploads);
    const again = () => {
      photos.clear();
      startOver();
    };
    return (
      <Confirmation row={status.row} onAgain={again}>
        <PhotoUploads photos={photos} onRetry={retry} />
      </Confirmation>
    );
  }
  const send = () => void submit();
  return (
    <form
      noValidate
      aria-label={requestConfig.page.title}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      className="grid gap-10"
    >
      <ServiceFields form={form} today={today} />
      <PlaceFields form={form} />
      <AboutYouFields form={form} />
      <PhotoField photos={photos} suggest={form.values.service === "garage-cleanouts"} />
      <TextAreaField name="notes" label={requestConfig.labels.notes} form={form} maxLength={2000} />
      {/* Hidden from people and their screen readers; bots that fill every field fill it too. */}
      <div aria-hidden="true" className="sr-only">
        <label>
          {requestConfig.honeypot}
          <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="grid gap-3">
        {/* Cloudflare's human check: empty unless it asks the visitor to tick a box. */}
        {checking && <div ref={checkBox} />}
        <button
          type="submit"
          aria-disabled={status.kind === "sending"}
          className={buttonVariants({ size: "lg" })}
        >
          <Send aria-hidden="true" />
          {requestConfig.submit.idle}
        </button>
        <SendStatus status={status} onRetry={send}>
          {photos.photos.length > 0 && <p className="mt-2 text-ink">{photosConfig.handoff}</p>}
        </SendStatus>
      </div>
      {status.kind === "handoff" && (
        <Handoff row={status.row}>
          {status.unchecked && <p className="mt-3 text-ink">{requestConfig.checkUnavailable}</p>}
          {photos.photos.length > 0 && <p className="mt-3 text-ink">{photosConfig.handoff}</p>}
        </Handoff>
      )}
    </form>
  );
}
