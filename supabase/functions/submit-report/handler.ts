import type { Env } from "../_shared/http.ts";
import type { ReportAnswer, ReportBody } from "../_shared/intake.ts";
import { publicIntake, type Reply } from "../_shared/public-intake.ts";
import { type ServerClient, serviceRoleClient } from "../_shared/supabase.ts";
import { type TurnstileCheck, turnstileFromEnv } from "../_shared/turnstile.ts";

export type ReportSettings = {
  /** A service-role client: it calls public.report_missed_pickup. */
  supabase: ServerClient;
  /** Turnstile's check (turnstileFromEnv: fails closed unless the local stack skips it). */
  turnstile: TurnstileCheck;
  /** The site (SITE_URL): the one origin whose pages may read the answers. */
  siteUrl: string | null | undefined;
};

const reportFields = new Set(["id", "building_id", "unit", "phone", "has_photo"]);

const isText = (value: unknown) =>
  value === undefined || value === null || typeof value === "string";

/** The report from the body, or the reason the body is not one. */
function parse(text: string): { body: ReportBody } | { problem: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { problem: "The report is not JSON." };
  }
  const b = body as Partial<ReportBody> | null;
  if (typeof b?.code !== "string") return { problem: "The property's code is missing." };
  const r = b.report;
  if (typeof r !== "object" || r === null || Array.isArray(r))
    return { problem: "The report is missing." };
  const unknown = Object.keys(r).find((key) => !reportFields.has(key));
  if (unknown) return { problem: `The report has no field ${JSON.stringify(unknown)}.` };
  if (typeof r.id !== "string" || typeof r.building_id !== "string")
    return { problem: "The report's id or building is missing." };
  if (!isText(r.unit) || !isText(r.phone) || !["boolean", "undefined"].includes(typeof r.has_photo))
    return { problem: "The report's unit, phone or photo is not of its kind." };
  if (!isText(b.turnstile_token)) return { problem: "The check's token is not text." };
  return { body: { code: b.code, report: r, turnstile_token: b.turnstile_token ?? null } };
}

/**
 * The residents' page's way in, as submit-request is the request form's: JSON only, from the
 * site's origin only, at most 16 kB; it checks the Turnstile token, then stores the report
 * through public.report_missed_pickup with the resident's address and the check's outcome, which
 * holds a report that failed the check or is over a limit rather than refusing it. It answers the
 * report's id and whether its photo may follow (not for a held report). A report sent again with
 * its id (the first answer lost) is stored once: it gets the same answer.
 */
export function createSubmitReport(settings: ReportSettings) {
  const { supabase } = settings;

  async function again(id: string, reply: Reply): Promise<Response> {
    const { data, error } = await supabase
      .from("missed_pickup_reports")
      .select("id, has_photo, held_reason")
      .eq("id", id)
      .maybeSingle();
    if (error || !data)
      return reply({ error: "This report could not be stored.", details: null }, 409);
    const row = data as { id: string; has_photo: boolean; held_reason: string | null };
    return reply({
      id: row.id,
      photo: row.has_photo && row.held_reason === null,
    } satisfies ReportAnswer);
  }

  async function store(
    { code, report, turnstile_token }: ReportBody,
    address: string | null,
    reply: Reply,
  ) {
    const verification = await settings.turnstile(turnstile_token, address);
    const { data, error, status } = await supabase.rpc("report_missed_pickup", {
      code,
      report_id: report.id,
      building_id: report.building_id,
      unit: report.unit ?? undefined,
      phone: report.phone ?? undefined,
      has_photo: report.has_photo ?? false,
      client_address: address ?? undefined,
      verification,
    });
    if (error) {
      if (error.code === "23505") return again(report.id, reply);
      if (status === 404)
        return reply({ error: "No such building on a property served.", details: null }, 404);
      if (status >= 400 && status < 500)
        return reply(
          { error: "This report could not be stored.", details: error.details ?? error.message },
          400,
        );
      console.error("submit-report: the database failed:", status, error);
      return reply(
        {
          error: "Our report system is having trouble right now. Please try again.",
          details: null,
        },
        502,
      );
    }
    const stored = data as { id: string; held: boolean };
    return reply({
      id: stored.id,
      photo: !stored.held && (report.has_photo ?? false),
    } satisfies ReportAnswer);
  }

  return publicIntake(settings.siteUrl, (text, address, reply) => {
    const parsed = parse(text);
    if ("problem" in parsed)
      return Promise.resolve(reply({ error: parsed.problem, details: null }, 400));
    return store(parsed.body, address, reply);
  });
}

export function submitReportFromEnv(env: Env) {
  return createSubmitReport({
    supabase: serviceRoleClient(env),
    turnstile: turnstileFromEnv(env),
    siteUrl: env("SITE_URL"),
  });
}
