// What the request form and the submit-request function agree on. Plain TypeScript with no
// imports: Deno imports it as a file, the site through the alias @shared/intake.

/** The edge function the request form sends a request through. */
export const submitFunction = "submit-request";

/**
 * The largest body submit-request reads, in bytes: a request's words (at most about 3 kB of
 * text, by the table's CHECKs) and a Turnstile token (at most 2,048 characters) fit many times.
 */
export const maxBodyBytes = 16 * 1024;

/** The bucket of the requests' photos. */
export const photoBucket = "request-photos";

/** Where a request's photo n (from 1) is in the bucket. */
export const requestPhotoPath = (requestId: string, n: number) => `${requestId}/${n}.jpg`;

/**
 * What the form sends: the request's columns, the Turnstile token when it has one, and the retry
 * key it made with the request's id (`crypto.randomUUID()`), the same in every attempt: a request
 * sent again with its id gets its photos' uploads again only with this key, so that nobody else
 * who learns the id does.
 */
export type SubmitBody = {
  request: Record<string, unknown>;
  turnstile_token?: string | null;
  retry_key?: string | null;
};

/** What a retry key looks like: 32 to 128 characters of letters, digits, `-` and `_`. */
export const isRetryKey = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{32,128}$/.test(value);

/** The edge function the residents' page sends a missed-pickup report through. */
export const submitReportFunction = "submit-report";

/**
 * What the residents' page sends: the property's code, the report (its id made in the browser,
 * which names its photo) and the Turnstile token when it has one.
 */
export type ReportBody = {
  code: string;
  report: {
    id: string;
    building_id: string;
    unit?: string | null;
    phone?: string | null;
    has_photo?: boolean;
  };
  turnstile_token?: string | null;
};

/**
 * The answer to a report stored, or held: its id, and whether its photo may follow (a held
 * report takes none).
 */
export type ReportAnswer = { id: string; photo: boolean };

/** One photo's upload: its path in the bucket and the token of its signed upload URL. */
export type PhotoUpload = { path: string; token: string };

/** The answer to a stored request: its id, and an upload for each photo it may send. */
export type SubmitAnswer = { id: string; uploads: PhotoUpload[] };

/**
 * The answer to a refused one (4xx, 5xx): a sentence for people, and for a refusal by the
 * database its `details` as PostgREST gave them (the limits' `limit=phone`, `limit=connection`,
 * `limit=everyone`), which the form reads to say which refusal it was.
 */
export type SubmitRefusal = { error: string; details?: string | null };
