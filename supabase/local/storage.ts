/**
 * Supabase Storage's object endpoints, as storage-js 2.109 calls them
 * (node_modules/@supabase/storage-js/src/packages/StorageFileApi.ts), on the database's
 * storage schema, following supabase/storage's own flow:
 * - upload `POST /storage/v1/object/<bucket>/<path>` (src/storage/object.ts uploadFromRequest,
 *   src/storage/uploader.ts): the bucket's limits are read past RLS; the declared type must be
 *   one the bucket allows (the MIME check trusts it); `canUpload` tries the insert into
 *   storage.objects as the caller (RLS and grants decide) in a transaction that is always
 *   rolled back (`testPermission`); the bytes are stored, and found too large if they exceed the
 *   bucket's limit; and
 *   `completeUpload` writes the row that stays as the service role, past every policy, as an
 *   upsert of (bucket_id, name). A check inside the INSERT policy therefore sees only rows
 *   already kept: two uploads at once both pass it. storage-js sends a Blob as multipart
 *   FormData (a `cacheControl` field and the file in a field named ""), whose part carries the
 *   Blob's own type; any other body goes raw with its `content-type`. `x-upsert` asks for an
 *   upsert, which needs SELECT and UPDATE as well.
 * - signed upload: `POST /storage/v1/object/upload/sign/<bucket>/<path>` (storage-js
 *   createSignedUploadUrl; src/http/routes/object/getSignedUploadURL.ts, `signUploadObjectUrl` in
 *   src/storage/object.ts) checks that the caller could upload there (the same trial insert) and
 *   answers {url: "/object/upload/sign/<bucket>/<path>?token=…", token}, a JWT of {owner, url,
 *   upsert, scope: "upload"} valid for two hours (the platform's; storage-js's documentation);
 *   `PUT` to that URL (uploadToSignedUrl; uploadSignedObject.ts) needs nothing but the token:
 *   `verifyObjectSignature` checks its signature, its upload scope, its object and its expiry,
 *   and the upload then runs as the super user, past every policy, with the token's upsert.
 * - sign `POST /storage/v1/object/sign/<bucket>/<path>` ({expiresIn} -> {signedURL}) and batch
 *   sign `POST /storage/v1/object/sign/<bucket>` ({expiresIn, paths} -> [{path, signedURL,
 *   error}]), reading the object as the caller (so SELECT policies decide); the signed URL
 *   (`GET`, no headers: an <img> fetches it) serves the bytes, for a download-scoped token only.
 * - list `POST /storage/v1/object/list/<bucket>` ({prefix, limit, offset}), as the caller: one
 *   level below the prefix, folders first by name.
 * Errors are Storage's: HTTP 400 with the specific code as the body's `statusCode` (Storage
 * answers 400 for every 4xx it renders: supabase/storage#158), `error` and `message`, which
 * storage-js turns into a StorageApiError with that message.
 *
 * Only the bytes are kept outside the database: in memory for tests, in a folder for the
 * development backend.
 */
import type { IncomingMessage } from "node:http";
import type { PGlite } from "@electric-sql/pglite";
import { jwtVerify, SignJWT } from "jose";
import { as } from "./sql";
import { jwtSecret } from "./keys.js";
import type { Caller } from "./postgrest";
import { jsonReply, type Reply } from "./reply";

/** Where the objects' bytes live, by `<bucket>/<name>`. */
export type ByteStore = {
  get(key: string): Promise<Uint8Array | undefined>;
  put(key: string, bytes: Uint8Array): Promise<void>;
};

export function memoryByteStore(): ByteStore {
  const bytes = new Map<string, Uint8Array>();
  return {
    get: async (key) => bytes.get(key),
    put: async (key, value) => void bytes.set(key, value),
  };
}

/** A failure an upload is answered with instead of storing it, by the end of its name. */
export type UploadFailure = Reply | "network-error";

/** One upload as received, stored or not. */
type ReceivedUpload = {
  path: string;
  contentType: string;
  size: number;
  upsert: boolean;
  role: Caller["role"];
};

/** How long a signed upload URL is valid on the platform: two hours (storage-js's documentation). */
const signedUploadSeconds = 2 * 60 * 60;

/** The user an upload is recorded as owned by: a signed-in caller's id, else none. */
const ownerOf = (caller: Caller) =>
  caller.role === "authenticated" ? String(caller.claims.sub ?? "") || null : null;

/** The project-wide upload limit (Storage's FILE_SIZE_LIMIT), which caps every bucket's. */
const projectFileSizeLimit = 50 * 1024 * 1024;

const storageError = (statusCode: number, error: string, message: string): Reply =>
  jsonReply({ statusCode: String(statusCode), error, message }, 400);

const notFound = () => storageError(404, "not_found", "Object not found");

/** Storage's validateMimeType: `type/subtype` allowed exactly, or `type/*`. */
function mimeAllowed(mimeType: string, allowed: string[] | null) {
  if (!allowed?.length) return true;
  const [type, subtype] = mimeType.split("/");
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split("/");
    return allowedType === type && (allowedSubtype === "*" || allowedSubtype === subtype);
  });
}

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The file and its declared type, from a multipart body (a Blob) or a raw one. */
async function uploadedFile(req: IncomingMessage, raw: Buffer) {
  const type = req.headers["content-type"] ?? "";
  if (!type.startsWith("multipart/form-data")) {
    return {
      contentType: type || "application/octet-stream",
      bytes: new Uint8Array(raw),
      cacheControl: req.headers["cache-control"] ?? "no-cache",
    };
  }
  const form = await new Response(new Uint8Array(raw), {
    headers: { "content-type": type },
  }).formData();
  const file = form.get("");
  if (!(file instanceof Blob)) return null;
  const cacheTime = form.get("cacheControl");
  return {
    contentType: file.type,
    bytes: new Uint8Array(await file.arrayBuffer()),
    cacheControl: cacheTime ? `max-age=${String(cacheTime)}` : "no-cache",
  };
}

type ObjectRow = { id: string; name: string; metadata: Record<string, unknown> | null };

type PgError = { code?: string };
const sqlState = (error: unknown) => (error as PgError | null)?.code;

export function createStorage(options: {
  db: PGlite;
  bytes: ByteStore;
  /** Who a request's bearer token stands for, null for an invalid one. */
  callerOf: (req: IncomingMessage) => Promise<Caller | null>;
  /** A failure to answer an upload of this name with, or null to store it. */
  failure: (name: string) => UploadFailure | null;
  /** How long the bytes take to reach the object store, between the trial and the kept row. */
  storeDelayMs: () => number;
}) {
  const { db } = options;
  const received: ReceivedUpload[] = [];

  /** Runs `work` as the caller, with the claims Storage passes to PostgreSQL. */
  const asCaller = <T>(caller: Caller, work: Parameters<typeof as<T>>[2]) =>
    as(db, caller.role, work, caller.claims);

  async function bucketOf(id: string) {
    const { rows } = await db.query<{
      file_size_limit: number | null;
      allowed_mime_types: string[] | null;
    }>("select file_size_limit, allowed_mime_types from storage.buckets where id = $1", [id]);
    return rows[0];
  }

  /** The row written as `completeUpload` writes it: an upsert, as the service role. */
  async function keep(
    bucket: string,
    name: string,
    owner: string | null,
    metadata: object,
  ): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      `insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, $3, $4)
       on conflict (bucket_id, name) do update
         set owner = excluded.owner, metadata = excluded.metadata, updated_at = now()
       returning id`,
      [bucket, name, owner, JSON.stringify(metadata)],
    );
    return rows[0]?.id ?? "";
  }

  async function upload(
    req: IncomingMessage,
    caller: Caller,
    bucketId: string,
    name: string,
    upsert = req.headers["x-upsert"] === "true",
    ownerId?: string,
  ): Promise<Reply | "network-error"> {
    const raw = await readRaw(req);
    const file = await uploadedFile(req, raw);
    if (!file) return storageError(400, "InvalidRequest", "No file was uploaded");
    received.push({
      path: name,
      contentType: file.contentType,
      size: file.bytes.length,
      upsert,
      role: caller.role,
    });
    const failure = options.failure(name);
    if (failure) return failure;

    const bucket = await bucketOf(bucketId);
    if (!bucket) return storageError(404, "Bucket not found", "Bucket not found");
    const sizeLimit = Math.min(bucket.file_size_limit ?? Infinity, projectFileSizeLimit);
    if (!mimeAllowed(file.contentType, bucket.allowed_mime_types)) {
      return storageError(
        415,
        "invalid_mime_type",
        `mime type ${file.contentType} is not supported`,
      );
    }

    const owner = ownerId ?? ownerOf(caller);
    const metadata = {
      eTag: `"${file.bytes.length}-${Date.now()}"`,
      size: file.bytes.length,
      mimetype: file.contentType,
      cacheControl: file.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: file.bytes.length,
      httpStatusCode: 200,
    };
    const refusal = await tryUpload(caller, bucketId, name, upsert, owner, metadata);
    if (refusal) return refusal;

    // Storage finds a file too large only once it has streamed it, after the trial.
    if (file.bytes.length > sizeLimit) {
      return storageError(413, "Payload too large", "The object exceeded the maximum allowed size");
    }
    const key = `${bucketId}/${name}`;
    await new Promise((resolve) => setTimeout(resolve, options.storeDelayMs()));
    await options.bytes.put(key, file.bytes);
    const id = await keep(bucketId, name, owner, metadata);
    return jsonReply({ Id: id, Key: key });
  }

  async function signedPath(bucket: string, name: string, expiresIn: number) {
    const token = await new SignJWT({ url: `${bucket}/${name}`, scope: "download" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
      .sign(jwtSecret);
    return `/object/sign/${bucket}/${name}?token=${token}`;
  }

  /** Of these names, those the caller may SELECT. */
  async function visible(caller: Caller, bucket: string, names: string[]) {
    const rows = await asCaller(caller, async (tx) => {
      const { rows } = await tx.query<{ name: string }>(
        "select name from storage.objects where bucket_id = $1 and name = any($2)",
        [bucket, names],
      );
      return rows;
    });
    return new Set(rows.map((row) => row.name));
  }

  async function sign(
    req: IncomingMessage,
    caller: Caller,
    bucket: string,
    name: string | null,
  ): Promise<Reply> {
    const body = JSON.parse((await readRaw(req)).toString("utf8") || "{}") as {
      expiresIn?: number;
      paths?: string[];
    };
    const expiresIn = Number(body.expiresIn);
    if (!(expiresIn > 0)) return storageError(400, "InvalidRequest", "expiresIn is required");
    if (name !== null) {
      if (!(await visible(caller, bucket, [name])).has(name)) return notFound();
      return jsonReply({ signedURL: await signedPath(bucket, name, expiresIn) });
    }
    const paths = body.paths ?? [];
    const seen = await visible(caller, bucket, paths);
    const answers = await Promise.all(
      paths.map(async (path) =>
        seen.has(path)
          ? { error: null, path, signedURL: await signedPath(bucket, path, expiresIn) }
          : {
              error: "Either the object does not exist or you do not have access to it",
              path,
              signedURL: null,
            },
      ),
    );
    return jsonReply(answers);
  }

  /** The trial insert of an upload, as the caller, always rolled back; a refusal, or null. */
  async function tryUpload(
    caller: Caller,
    bucketId: string,
    name: string,
    upsert: boolean,
    owner: string | null,
    metadata: object = {},
  ) {
    try {
      await asCaller(caller, async (tx) => {
        await tx.query(
          `insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, $3, $4)${
            upsert
              ? " on conflict (bucket_id, name) do update set metadata = excluded.metadata"
              : ""
          }`,
          [bucketId, name, owner, JSON.stringify(metadata)],
        );
        await tx.rollback();
      });
      return null;
    } catch (error) {
      if (sqlState(error) === "42501")
        return storageError(403, "Unauthorized", "new row violates row-level security policy");
      if (sqlState(error) === "23505")
        return storageError(409, "Duplicate", "The resource already exists");
      throw error;
    }
  }

  async function signUpload(
    req: IncomingMessage,
    caller: Caller,
    bucket: string,
    name: string,
  ): Promise<Reply> {
    await readRaw(req);
    const upsert = req.headers["x-upsert"] === "true";
    const refusal = await tryUpload(caller, bucket, name, upsert, ownerOf(caller));
    if (refusal) return refusal;
    const token = await new SignJWT({
      owner: ownerOf(caller) ?? undefined,
      url: `${bucket}/${name}`,
      upsert,
      scope: "upload",
    })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + signedUploadSeconds)
      .sign(jwtSecret);
    return jsonReply({ url: `/object/upload/sign/${bucket}/${name}?token=${token}`, token });
  }

  /** The verified claims of a signed URL's token for this object and scope, or the refusal. */
  async function verifySignature(
    token: string | null,
    bucket: string,
    name: string,
    scope: "upload" | "download",
  ): Promise<{ claims: Record<string, unknown> } | { refusal: Reply }> {
    let claims: Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(token ?? "", jwtSecret, { clockTolerance: 0 }));
    } catch (error) {
      return (error as { code?: string }).code === "ERR_JWT_EXPIRED"
        ? { refusal: storageError(400, "ExpiredToken", "The provided token has expired.") }
        : { refusal: storageError(400, "InvalidJWT", "Invalid JWT") };
    }
    // Storage's isUploadScopedToken / isDownloadScopedToken: a token without a scope is an
    // upload token when it carries `upsert` (tokens made before scopes existed).
    const legacyUpload = claims.scope === undefined && "upsert" in claims;
    const scoped =
      scope === "upload"
        ? claims.scope === "upload" || legacyUpload
        : claims.scope === "download" || (claims.scope === undefined && !legacyUpload);
    if (!scoped)
      return {
        refusal: storageError(400, "InvalidSignature", `Token is not scoped for ${scope}`),
      };
    if (claims.url !== `${bucket}/${name}`)
      return { refusal: storageError(400, "InvalidSignature", "Invalid signature") };
    return { claims };
  }

  async function uploadSigned(
    req: IncomingMessage,
    bucket: string,
    name: string,
    token: string | null,
  ): Promise<Reply | "network-error"> {
    const verified = await verifySignature(token, bucket, name, "upload");
    if ("refusal" in verified) {
      await readRaw(req);
      return verified.refusal;
    }
    const owner = typeof verified.claims.owner === "string" ? verified.claims.owner : undefined;
    const superUser: Caller = { role: "service_role", claims: { role: "service_role" } };
    return upload(req, superUser, bucket, name, verified.claims.upsert === true, owner);
  }

  async function serveSigned(bucket: string, name: string, token: string | null): Promise<Reply> {
    const verified = await verifySignature(token, bucket, name, "download");
    if ("refusal" in verified) return verified.refusal;
    const { rows } = await db.query<ObjectRow>(
      "select id, name, metadata from storage.objects where bucket_id = $1 and name = $2",
      [bucket, name],
    );
    const bytes = await options.bytes.get(`${bucket}/${name}`);
    const metadata = rows[0]?.metadata;
    if (!metadata || !bytes) return notFound();
    return {
      status: 200,
      body: bytes,
      headers: {
        "Content-Type": String(metadata.mimetype),
        "Cache-Control": String(metadata.cacheControl),
      },
    };
  }

  async function list(req: IncomingMessage, caller: Caller, bucket: string): Promise<Reply> {
    const body = JSON.parse((await readRaw(req)).toString("utf8") || "{}") as {
      prefix?: string;
      limit?: number;
      offset?: number;
    };
    const prefix = body.prefix ? `${body.prefix.replace(/\/$/, "")}/` : "";
    const rows = await asCaller(caller, async (tx) => {
      const { rows } = await tx.query<
        ObjectRow & { created_at: string; updated_at: string; last_accessed_at: string }
      >(
        `select id, name, metadata, created_at, updated_at, last_accessed_at from storage.objects
         where bucket_id = $1 and starts_with(name, $2) order by name`,
        [bucket, prefix],
      );
      return rows;
    });
    const folders = new Set<string>();
    const files: object[] = [];
    for (const row of rows) {
      const rest = row.name.slice(prefix.length);
      const slash = rest.indexOf("/");
      if (slash >= 0) folders.add(rest.slice(0, slash));
      else files.push({ ...row, name: rest });
    }
    const entries = [
      ...[...folders].map((folder) => ({
        name: folder,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      })),
      ...files,
    ];
    const offset = body.offset ?? 0;
    return jsonReply(entries.slice(offset, offset + (body.limit ?? 100)));
  }

  /** Answers a request under /storage/v1/, or null when it is not one this server knows. */
  async function handle(
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
  ): Promise<Reply | "network-error" | null> {
    const signedUpload = /^\/storage\/v1\/object\/upload\/sign\/([^/]+)\/(.+)$/.exec(path);
    if (signedUpload) {
      const [, bucket = "", rawName = ""] = signedUpload;
      const name = decodeURIComponent(rawName);
      if (req.method === "PUT") return uploadSigned(req, bucket, name, query.get("token"));
      if (req.method !== "POST") return null;
      const caller = await options.callerOf(req);
      if (!caller) return storageError(403, "Unauthorized", "invalid signature");
      return signUpload(req, caller, bucket, name);
    }
    const match = /^\/storage\/v1\/object\/(?:(sign|list)\/)?([^/]+)(?:\/(.+))?$/.exec(path);
    if (!match) return null;
    const [, action, bucket = "", rawName] = match;
    const name = rawName ? decodeURIComponent(rawName) : null;
    if (req.method === "GET" && action === "sign" && name) {
      return serveSigned(bucket, name, query.get("token"));
    }
    if (req.method !== "POST") return null;
    const caller = await options.callerOf(req);
    if (!caller) return storageError(403, "Unauthorized", "invalid signature");
    if (action === "sign") return sign(req, caller, bucket, name);
    if (action === "list") return list(req, caller, bucket);
    return name ? upload(req, caller, bucket, name) : null;
  }

  return {
    handle,
    /** Every upload received, in order, whatever it was answered. */
    received,
    /** Stores a file as the service role would (the dashboard's upload): past every policy. */
    async put(name: string, bytes: Uint8Array, contentType: string, bucket = "request-photos") {
      await options.bytes.put(`${bucket}/${name}`, bytes);
      await keep(bucket, name, null, {
        size: bytes.length,
        mimetype: contentType,
        cacheControl: "max-age=3600",
      });
    },
    /** The bucket's objects, by name, as the database holds them. */
    async objects(bucket = "request-photos") {
      const { rows } = await db.query<ObjectRow>(
        "select id, name, metadata from storage.objects where bucket_id = $1 order by name",
        [bucket],
      );
      return rows.map((row) => ({
        name: row.name,
        contentType: String(row.metadata?.mimetype),
        size: Number(row.metadata?.size),
      }));
    },
    /** The stored bytes of an object. */
    bytes: (name: string, bucket = "request-photos") => options.bytes.get(`${bucket}/${name}`),
    reset() {
      received.length = 0;
    },
  };
}
