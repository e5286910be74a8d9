import { submitReportFunction, type ReportAnswer, type ReportBody } from "@shared/intake";
import type { Supabase } from "@/auth/supabase";
import { pickupPhotoBucket, reportPhotoPath, smallCopyPath } from "@/lib/pickups";
import { invokeFailure, sendFailure, type SendFailure } from "@/lib/send-failure";

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

/** Stored (or held): whether its photo may follow; a held report takes none. */
export type ReportResult = { ok: true; photo: boolean } | { ok: false; failure: SendFailure };

/** How long a resident waits for an answer before the form says so and offers the phone. */
const sendTimeoutMs = 15_000;

/**
 * Sends a report through the submit-report edge function with the Turnstile token, if the page
 * has one; the function checks it and stores the report through public.report_missed_pickup,
 * which checks the building is the property's and holds a report over a limit. A report sent
 * again with the same id (its first answer was lost) is stored once and answered alike.
 * functions.invoke does not throw: a non-2xx answer comes back as an error with the Response,
 * no answer as an error without one. A 200 of another shape (a captive portal's page) is no
 * success.
 */
export async function sendReport(
  client: Promise<Supabase> | null,
  report: Report,
  turnstileToken: string | null,
  timeoutMs = sendTimeoutMs,
): Promise<ReportResult> {
  try {
    const supabase = await client;
    if (!supabase) return { ok: false, failure: "server" };
    const body: ReportBody = {
      code: report.code,
      report: {
        id: report.id,
        building_id: report.buildingId,
        unit: report.unit,
        phone: report.phone,
        has_photo: report.hasPhoto,
      },
      turnstile_token: turnstileToken,
    };
    const { data, error, response } = await supabase.functions.invoke<ReportAnswer>(
      submitReportFunction,
      { body, timeout: timeoutMs },
    );
    if (!error && data && typeof data.photo === "boolean") return { ok: true, photo: data.photo };
    return { ok: false, failure: await invokeFailure(error, response) };
  } catch {
    // The supabase-js chunk failed to load (offline).
    return { ok: false, failure: sendFailure(0, null) };
  }
}

/**
 * The report's photo, at reports/<id>.jpg in the private bucket, then its small copy (when one
 * could be made) at reports/<id>.thumb.jpg; the storage policy takes them within 30 minutes of a
 * report let through that said it has one. Already there (a retry after a lost answer) is done.
 */
export async function uploadReportPhoto(
  client: Promise<Supabase> | null,
  id: string,
  photo: Blob,
  thumb: Blob | null,
): Promise<boolean> {
  try {
    const supabase = await client;
    if (!supabase) return false;
    const files: [string, Blob | null][] = [
      [reportPhotoPath(id), photo],
      [smallCopyPath(reportPhotoPath(id)), thumb],
    ];
    for (const [path, blob] of files) {
      if (!blob) continue;
      const { error } = await supabase.storage
        .from(pickupPhotoBucket)
        .upload(path, blob, { contentType: "image/jpeg", upsert: false });
      if (error && (error as { statusCode?: string }).statusCode !== "409") return false;
    }
    return true;
  } catch {
    return false;
  }
}
