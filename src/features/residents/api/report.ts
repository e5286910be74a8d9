import type { Supabase } from "@/auth/supabase";
import { pickupPhotoBucket, reportPhotoPath } from "@/lib/pickups";
import { sendFailure, type SendFailure } from "@/lib/send-failure";

/** A report as the form sends it; the id is made in the browser and names the photo. */
export type Report = {
  code: string;
  id: string;
  buildingId: string;
  unit: string | null;
  /** E.164, checked by the form as the database checks it. */
  phone: string | null;
  hasPhoto: boolean;
};

export type ReportResult = { ok: true } | { ok: false; failure: SendFailure };

/** How long a resident waits for an answer before the form says so and offers the phone. */
const sendTimeoutMs = 15_000;

/**
 * Sends a report through public.report_missed_pickup, which checks the building is the
 * property's and applies the intake's limits (429, its details naming the limit). A report sent
 * again with the same id (its first answer was lost) is refused as a duplicate key (409): it is
 * stored, once, so that is a success.
 */
export async function sendReport(
  client: Promise<Supabase> | null,
  report: Report,
  timeoutMs = sendTimeoutMs,
): Promise<ReportResult> {
  try {
    const supabase = await client;
    if (!supabase) return { ok: false, failure: "server" };
    const { error, status } = await supabase
      .rpc("report_missed_pickup", {
        code: report.code,
        report_id: report.id,
        building_id: report.buildingId,
        unit: report.unit ?? undefined,
        phone: report.phone ?? undefined,
        has_photo: report.hasPhoto,
      })
      .abortSignal(AbortSignal.timeout(timeoutMs))
      .retry(false);
    if (!error) return { ok: true };
    if (status === 409 && error.code === "23505") return { ok: true };
    // postgrest-js answers a fetch that threw with status 0 and the error's name in the message.
    if (status === 0 && /^(TimeoutError|AbortError)\b/.test(error.message))
      return { ok: false, failure: "timeout" };
    return { ok: false, failure: sendFailure(status, error.details) };
  } catch {
    // The supabase-js chunk failed to load (offline).
    return { ok: false, failure: sendFailure(0, null) };
  }
}

/**
 * The report's photo, at reports/<id>.jpg in the private bucket; the storage policy takes it
 * within 30 minutes of a report that said it has one. Already there (a retry after a lost
 * answer) is done.
 */
export async function uploadReportPhoto(
  client: Promise<Supabase> | null,
  id: string,
  photo: Blob,
): Promise<boolean> {
  try {
    const supabase = await client;
    if (!supabase) return false;
    const { error } = await supabase.storage
      .from(pickupPhotoBucket)
      .upload(reportPhotoPath(id), photo, { contentType: "image/jpeg", upsert: false });
    if (!error) return true;
    return (error as { statusCode?: string }).statusCode === "409";
  } catch {
    return false;
  }
}
