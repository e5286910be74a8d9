/**
 * Supabase Storage's object endpoints, as storage-js 2.109 calls them
 * (node_modules/@supabase/storage-js/src/packages/StorageFileApi.ts), with the bucket
 * `request-photos` and its rules (CONTRACT.md, issue 20):
 * - upload `POST /storage/v1/object/<bucket>/<path>`: storage-js sends a Blob as multipart
 *   FormData (a `cacheControl` field and the file in a field named ""), whose part carries the
 *   Blob's own type; any other body goes raw with its `content-type` header. `x-upsert` says
 *   whether an existing object may be replaced. The MIME check trusts the declared type.
 * - sign `POST /storage/v1/object/sign/<bucket>/<path>` ({expiresIn} -> {signedURL}) and batch
 *   sign `POST /storage/v1/object/sign/<bucket>` ({expiresIn, paths} -> [{path, signedURL,
 *   error}]); the signed URL (`GET`, no headers: an <img> fetches it) serves the bytes.
 * - list `POST /storage/v1/object/list/<bucket>` ({prefix, limit, offset, sortBy}).
 * Errors are Storage's: HTTP 400 with the specific code as the body's `statusCode` (storage
 * answers 400 for every 4xx it renders: supabase/storage#158), `error` and `message`, which
 * storage-js turns into a StorageApiError with that message.
 *
 * Rules (what the bucket's settings and the RLS policies on storage.objects do):
 * anon and authenticated may only insert, under `<id>/<n>.jpg|webp` (n = 1..5) where `<id>` is
 * a row of service_requests created in the last 30 minutes (a row without `created_at`, as the
 * insert endpoint stores them, counts as just created), at most 5 objects per request, never
 * over an existing object. Staff (the service role, or a user whose id is in `staff`) may list
 * and sign. Size at most 3 MB, JPEG or WebP.
 */
import type { IncomingMessage } from "node:http";
import { randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { jwtSecret } from "../test-keys.js";
import type { Reply } from "../supabase-server";

const photoBucket = {
  id: "request-photos",
  fileSizeLimit: 3 * 1024 * 1024,
  allowedMimeTypes: ["image/jpeg", "image/webp"],
};

type StoredObject = {
  id: string;
  contentType: string;
  bytes: Buffer;
  cacheControl: string;
  createdAt: string;
};

/** One upload as received, stored or not. */
type ReceivedUpload = {
  path: string;
  contentType: string;
  bytes: Buffer;
  upsert: boolean;
  role: "anon" | "authenticated" | "service_role";
};

export type UploadAnswer = "stored" | Reply | "network-error";

type Deps = {
  anonKey: string;
  serviceRoleKey: string;
  /** The rows of service_requests, as the PostgREST endpoints keep them. */
  rows: unknown[];
  /** The user ids of public.staff: the server's one list, which the table's rules read too. */
  staff: Set<string>;
  /** The claims of a user access token from this server, or null. */
  userClaims: (token: string | undefined) => Promise<{ sub?: string } | null>;
};

const jsonReply = (body: unknown, status = 200): Reply => ({
  status,
  body: JSON.stringify(body),
  headers: { "Content-Type": "application/json" },
});

const storageError = (statusCode: number, error: string, message: string): Reply =>
  jsonReply({ statusCode: String(statusCode), error, message }, 400);

const rlsRefusal = () =>
  storageError(403, "Unauthorized", "new row violates row-level security policy");
const notFound = () => storageError(404, "not_found", "Object not found");

const namePattern =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[1-5]\.(jpg|webp)$/;
const requestWindowMs = 30 * 60 * 1000;

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The file and its declared type, from a multipart body (a Blob) or a raw one. */
async function uploadedFile(req: IncomingMessage, raw: Buffer) {
  const type = req.headers["content-type"] ?? "";
  if (!type.startsWith("multipart/form-data")) {
    return { contentType: type, bytes: raw, cacheControl: req.headers["cache-control"] ?? "" };
  }
  const form = await new Response(new Uint8Array(raw), {
    headers: { "content-type": type },
  }).formData();
  const file = form.get("");
  if (!(file instanceof Blob)) return null;
  return {
    contentType: file.type,
    bytes: Buffer.from(await file.arrayBuffer()),
    cacheControl: `max-age=${String(form.get("cacheControl") ?? "3600")}`,
  };
}

export function createStorage({ anonKey, serviceRoleKey, rows, staff, userClaims }: Deps) {
  const objects = new Map<string, StoredObject>();
  const received: ReceivedUpload[] = [];
  let uploadAnswer: (path: string) => UploadAnswer = () => "stored";

  async function role(req: IncomingMessage) {
    const token = req.headers.authorization?.replace(/^Bearer /, "");
    if (token === serviceRoleKey) return { role: "service_role" as const, staff: true };
    const claims = token === anonKey ? null : await userClaims(token);
    if (!claims?.sub) return { role: "anon" as const, staff: false };
    return { role: "authenticated" as const, staff: staff.has(claims.sub) };
  }

  /** The insert policy: a recent request's folder, a photo's name, at most 5 per request. */
  function mayInsert(name: string) {
    const id = namePattern.exec(name)?.[1];
    const row = rows.find((r) => (r as { id?: string }).id === id) as
      { created_at?: string } | undefined;
    if (!id || !row) return false;
    const age = row.created_at ? Date.now() - Date.parse(row.created_at) : 0;
    const count = [...objects.keys()].filter((key) => key.startsWith(`${id}/`)).length;
    return age <= requestWindowMs && count < 5;
  }

  async function upload(req: IncomingMessage, name: string): Promise<Reply | "network-error"> {
    const raw = await readRaw(req);
    const who = await role(req);
    const file = await uploadedFile(req, raw);
    if (!file) return storageError(400, "InvalidRequest", "No file was uploaded");
    const upsert = req.headers["x-upsert"] === "true";
    received.push({
      path: name,
      contentType: file.contentType,
      bytes: file.bytes,
      upsert,
      role: who.role,
    });
    const answer = uploadAnswer(name);
    if (answer !== "stored") return answer;
    if (file.bytes.length > photoBucket.fileSizeLimit) {
      return storageError(413, "Payload too large", "The object exceeded the maximum allowed size");
    }
    if (!photoBucket.allowedMimeTypes.includes(file.contentType)) {
      return storageError(
        415,
        "invalid_mime_type",
        `mime type ${file.contentType} is not supported`,
      );
    }
    const exists = objects.has(name);
    // An upsert needs SELECT and UPDATE as well, which no visitor has.
    if (who.role !== "service_role" && (upsert || !mayInsert(name))) return rlsRefusal();
    if (exists && !upsert) return storageError(409, "Duplicate", "The resource already exists");
    const id = randomUUID();
    objects.set(name, { id, ...file, createdAt: new Date().toISOString() });
    return jsonReply({ Id: id, Key: `${photoBucket.id}/${name}` });
  }

  async function signedPath(name: string, expiresIn: number) {
    const token = await new SignJWT({ url: `${photoBucket.id}/${name}` })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
      .sign(jwtSecret);
    return `/object/sign/${photoBucket.id}/${name}?token=${token}`;
  }

  async function sign(req: IncomingMessage, name: string | null): Promise<Reply> {
    const body = JSON.parse((await readRaw(req)).toString("utf8") || "{}") as {
      expiresIn?: number;
      paths?: string[];
    };
    const { staff: allowed } = await role(req);
    const expiresIn = Number(body.expiresIn);
    if (!(expiresIn > 0)) return storageError(400, "InvalidRequest", "expiresIn is required");
    // Without SELECT, an object is as good as absent.
    const visible = (path: string) => allowed && objects.has(path);
    if (name !== null) {
      if (!visible(name)) return notFound();
      return jsonReply({ signedURL: await signedPath(name, expiresIn) });
    }
    const answers = await Promise.all(
      (body.paths ?? []).map(async (path) =>
        visible(path)
          ? { error: null, path, signedURL: await signedPath(path, expiresIn) }
          : {
              error: "Either the object does not exist or you do not have access to it",
              path,
              signedURL: null,
            },
      ),
    );
    return jsonReply(answers);
  }

  async function serveSigned(name: string, token: string | null): Promise<Reply> {
    try {
      const { payload } = await jwtVerify(token ?? "", jwtSecret);
      const object = objects.get(name);
      if (payload.url !== `${photoBucket.id}/${name}` || !object) return notFound();
      return {
        status: 200,
        // The server's res.end() sends bytes as they are; Reply names the usual case, text.
        body: object.bytes as unknown as string,
        headers: { "Content-Type": object.contentType, "Cache-Control": object.cacheControl },
      };
    } catch {
      return storageError(400, "InvalidJWT", "jwt expired");
    }
  }

  async function list(req: IncomingMessage): Promise<Reply> {
    const body = JSON.parse((await readRaw(req)).toString("utf8") || "{}") as {
      prefix?: string;
      limit?: number;
      offset?: number;
    };
    // RLS filters the rows a non-staff caller may see: the list is empty, not an error.
    if (!(await role(req)).staff) return jsonReply([]);
    const prefix = body.prefix ? `${body.prefix.replace(/\/$/, "")}/` : "";
    const entries = [...objects.entries()]
      .filter(([key]) => key.startsWith(prefix) && !key.slice(prefix.length).includes("/"))
      .sort(([a], [b]) => a.localeCompare(b))
      .slice(body.offset ?? 0, (body.offset ?? 0) + (body.limit ?? 100))
      .map(([key, object]) => ({
        name: key.slice(prefix.length),
        id: object.id,
        updated_at: object.createdAt,
        created_at: object.createdAt,
        last_accessed_at: object.createdAt,
        metadata: { size: object.bytes.length, mimetype: object.contentType },
      }));
    return jsonReply(entries);
  }

  /** Answers a request under /storage/v1/, or null when it is not one this server knows. */
  async function handle(
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
  ): Promise<Reply | "network-error" | null> {
    const match = /^\/storage\/v1\/object\/(?:(sign|list)\/)?([^/]+)(?:\/(.+))?$/.exec(path);
    if (!match) return null;
    const [, action, bucket, rawName] = match;
    const name = rawName ? decodeURIComponent(rawName) : null;
    if (req.method === "GET" && action === "sign" && name) {
      return serveSigned(name, query.get("token"));
    }
    if (req.headers.apikey !== anonKey && req.headers.apikey !== serviceRoleKey) {
      return jsonReply({ message: "Invalid API key" }, 401);
    }
    if (bucket !== photoBucket.id) return storageError(404, "Bucket not found", "Bucket not found");
    if (req.method !== "POST") return null;
    if (action === "sign") return sign(req, name);
    if (action === "list") return list(req);
    return name ? upload(req, name) : null;
  }

  return {
    handle,
    /** The bucket's objects by name (`<id>/<n>.jpg`). */
    objects,
    /** Every upload received, in order, whatever it was answered. */
    received,
    staff,
    /** What uploads are answered: stored (the rules apply), a reply, or no answer at all. */
    answerUploads(answer: UploadAnswer | ((path: string) => UploadAnswer)) {
      uploadAnswer = typeof answer === "function" ? answer : () => answer;
    },
    reset() {
      objects.clear();
      received.length = 0;
      uploadAnswer = () => "stored";
    },
  };
}
