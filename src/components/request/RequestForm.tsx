import { useState } from "react";
import { Send } from "lucide-react";
import { requestConfig } from "@/config/request";
import { buttonVariants } from "@/components/ui/button";
import { localDate } from "@/lib/request/values";
import { AboutYouFields, PlaceFields, PropertyFields } from "./ContactFields";
import { Confirmation } from "./Confirmation";
import { TextAreaField } from "./fields";
import { Handoff } from "./Handoff";
import { SendStatus } from "./SendStatus";
import { ServiceFields } from "./ServiceFields";
import { useRequestForm } from "./use-request-form";

/**
 * The request form. It is submitted by script only (the CSP's form-action 'none' forbids a
 * native submission), so noValidate hands every check to validate() and its messages.
 */
export function RequestForm() {
  const { form, status, submit, startOver, honeypot } = useRequestForm();
  const [today] = useState(localDate);
  if (status.kind === "sent") return <Confirmation row={status.row} onAgain={startOver} />;
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
      <PropertyFields form={form} />
      <TextAreaField name="notes" label={requestConfig.labels.notes} form={form} maxLength={2000} />
      {/* Hidden from people and their screen readers; bots that fill every field fill it too. */}
      <div aria-hidden="true" className="sr-only">
        <label>
          {requestConfig.honeypot}
          <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="grid gap-3">
        <button
          type="submit"
          aria-disabled={status.kind === "sending"}
          className={buttonVariants({ size: "lg" })}
        >
          <Send aria-hidden="true" />
          {requestConfig.submit.idle}
        </button>
        <SendStatus status={status} onRetry={send} />
      </div>
      {status.kind === "handoff" && <Handoff row={status.row} />}
    </form>
  );
}
