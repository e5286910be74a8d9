import { useEffect, useRef, useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { getSupabase } from "@/auth/supabase";
import { useTurnstile } from "@/components/turnstile/use-turnstile";
import { buttonVariants } from "@/components/ui/Button";
import { Field } from "@/components/ui/Field";
import { inputClass } from "@/components/ui/form-classes";
import { pickupLimits } from "@/lib/pickups";
import type { SendFailure } from "@/lib/send-failure";
import { residentsCopy } from "@/features/residents/content";
import { sendReport, uploadReportPhoto } from "@/features/residents/api/report";
import type { ResidentBuilding } from "@/features/residents/api/page";
import {
  validateReport,
  type ReportErrors,
  type ReportField,
  type ReportValues,
} from "@/features/residents/lib/validate";
import { ReportPhoto, type ChosenPhoto } from "./ReportPhoto";
import { PhoneLink } from "./PhoneLink";

const copy = residentsCopy.report;

type Status =
  | { kind: "editing" }
  | { kind: "sending" }
  | { kind: "failed"; failure: SendFailure }
  | { kind: "sent"; building: string; photo: "none" | "sent" | "failed" | "sending" };

const empty: ReportValues = { building: "", unit: "", phone: "" };
const fieldId = (name: ReportField) => `report-${name}`;

type Props = { code: string; buildings: ResidentBuilding[] };

/**
 * Report a missed pickup: the building, an optional unit, phone and photo. A failed send keeps
 * every value and the report's id, so that Try again cannot store it twice; a press while it is
 * sending does nothing.
 */
export function ReportForm({ code, buildings }: Props) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<ReportErrors>({});
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const [status, setStatus] = useState<Status>({ kind: "editing" });
  const reportId = useRef(crypto.randomUUID());
  const busy = useRef(false);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const { container: checkBox, active: checking, check, spent } = useTurnstile("report");

  // The form is gone once sent: focus goes to what replaced it, so that it is read at once.
  const sent = status.kind === "sent";
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const set = (name: ReportField, value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function sendPhoto({ blob, thumb }: ChosenPhoto, building: string) {
    setStatus({ kind: "sent", building, photo: "sending" });
    const sent = await uploadReportPhoto(getSupabase(), reportId.current, blob, thumb);
    setStatus({ kind: "sent", building, photo: sent ? "sent" : "failed" });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    const checked = validateReport(
      values,
      buildings.map((b) => b.id),
    );
    setErrors(checked.errors);
    const invalid = (["building", "unit", "phone"] as const).find((name) => checked.errors[name]);
    if (invalid) {
      document.getElementById(fieldId(invalid))?.focus();
      return;
    }
    busy.current = true;
    setStatus({ kind: "sending" });
    // The human check's token, when it gives one: without it the report is still sent, and the
    // server holds it for the owner to look at rather than losing it.
    const human = await check();
    const result = await sendReport(
      getSupabase(),
      {
        code,
        id: reportId.current,
        buildingId: values.building,
        unit: checked.unit,
        phone: checked.phone,
        hasPhoto: photo !== null,
      },
      human.kind === "token" ? human.token : null,
    );
    if (human.kind === "token") spent();
    busy.current = false;
    if (!result.ok) return setStatus({ kind: "failed", failure: result.failure });
    const building = buildings.find((b) => b.id === values.building)?.name ?? "";
    const withPhoto = photo && result.photo ? photo : null;
    setStatus({ kind: "sent", building, photo: withPhoto ? "sending" : "none" });
    if (withPhoto) await sendPhoto(withPhoto, building);
  }

  function another() {
    reportId.current = crypto.randomUUID();
    setValues(empty);
    setPhoto(null);
    setStatus({ kind: "editing" });
  }

  if (status.kind === "sent") {
    return (
      <section aria-labelledby="report-title" className="grid gap-3 rounded-xl bg-brand-light p-4">
        <h2
          id="report-title"
          ref={sentHeading}
          tabIndex={-1}
          className="text-xl font-bold text-ink"
        >
          {copy.sent.title}
        </h2>
        <p className="text-ink">{copy.sent.body(status.building)}</p>
        <div role="status">
          {status.photo === "sending" && (
            <p className="flex items-center gap-2 text-muted">
              <Loader2 aria-hidden="true" className="size-5 motion-safe:animate-spin" />
              {copy.sent.photoSending}
            </p>
          )}
          {status.photo === "sent" && <p className="text-ink">{copy.sent.photoSent}</p>}
        </div>
        <div role="alert">
          {status.photo === "failed" && (
            <p className="font-semibold text-danger">{copy.sent.photoFailed}</p>
          )}
        </div>
        {status.photo === "failed" && photo && (
          <button
            type="button"
            onClick={() => void sendPhoto(photo, status.building)}
            className={`${buttonVariants({ variant: "outline" })} w-fit`}
          >
            {copy.sent.photoRetry}
          </button>
        )}
        <p className="text-ink">
          {copy.sent.contact} <PhoneLink />.
        </p>
        <button
          type="button"
          onClick={another}
          className={`${buttonVariants({ variant: "outline" })} w-fit`}
        >
          {copy.sent.another}
        </button>
      </section>
    );
  }

  const sending = status.kind === "sending";
  return (
    <section aria-labelledby="report-title" className="grid gap-4">
      <h2 id="report-title" className="text-xl font-bold text-ink">
        {copy.title}
      </h2>
      <p className="text-ink">{copy.lead}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
        <Field
          id={fieldId("building")}
          label={copy.building}
          error={errors.building && copy.errors.building}
        >
          {(control) => (
            <select
              {...control}
              value={values.building}
              onChange={(event) => set("building", event.target.value)}
              className={inputClass}
            >
              <option value="">{copy.chooseBuilding}</option>
              {buildings.map((building) => (
                <option key={building.id} value={building.id}>
                  {building.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={fieldId("unit")}
          label={copy.unit}
          hint={copy.unitHint}
          error={errors.unit && copy.errors.unit(pickupLimits.unit)}
        >
          {(control) => (
            <input
              {...control}
              value={values.unit}
              onChange={(event) => set("unit", event.target.value)}
              autoComplete="address-line2"
              className={inputClass}
            />
          )}
        </Field>
        <Field
          id={fieldId("phone")}
          label={copy.phone}
          hint={copy.phoneHint}
          error={errors.phone && copy.errors.phone}
        >
          {(control) => (
            <input
              {...control}
              type="tel"
              value={values.phone}
              onChange={(event) => set("phone", event.target.value)}
              autoComplete="tel-national"
              className={inputClass}
            />
          )}
        </Field>
        <ReportPhoto photo={photo} onChange={setPhoto} />
        {checking && <div ref={checkBox} />}
        <div role="status" className="min-h-6">
          {sending && (
            <p className="flex items-center gap-2 text-muted">
              <Loader2 aria-hidden="true" className="size-5 motion-safe:animate-spin" />
              {copy.sending}
            </p>
          )}
        </div>
        <div role="alert">
          {status.kind === "failed" && (
            <div className="grid gap-2 rounded-xl border-2 border-danger bg-white p-4">
              <p className="font-semibold text-danger">{copy.failures[status.failure]}</p>
              <p className="text-ink">
                {copy.fallback} <PhoneLink />.
              </p>
            </div>
          )}
        </div>
        <button type="submit" aria-disabled={sending} className={buttonVariants({ size: "lg" })}>
          {status.kind === "failed" ? copy.retry : copy.submit}
        </button>
      </form>
    </section>
  );
}
