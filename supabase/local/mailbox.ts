/**
 * The local mailbox: a stand-in for Resend's e-mail API that keeps every message instead of
 * sending it, and a page that shows them, as `supabase start` shows its caught mail (Mailpit).
 * The edge functions reach it as they reach Resend, with RESEND_API_BASE pointing here, and the
 * local Auth sends its e-mails through it too; nothing else knows it is local.
 *
 * `POST /emails` checks what Resend checks (resend.com/docs/api-reference/emails/send-email and
 * resend.com/docs/api-reference/errors): the bearer key (401 `missing_api_key`, 403
 * `invalid_api_key`), the required `from`, `to` (at most 50) and `subject` (422
 * `missing_required_field`), addresses as `a@b.c` or `Name <a@b.c>` in from, to, cc, bcc and
 * reply_to (422 `validation_error`), an `html` or a `text` body, and the `Idempotency-Key` header
 * (resend.com/docs/dashboard/emails/idempotency-keys): 1 to 256 characters (400
 * `invalid_idempotency_key`); within 24 hours the same key with the same body answers as the first
 * time and keeps nothing more, with another body 409 `invalid_idempotent_request`. It answers
 * `{ id }`; errors are `{ statusCode, name, message }`.
 *
 * `GET /` lists the messages, newest first; `GET /messages/<id>` shows one as its recipient would
 * see it: the HTML in a sandboxed frame that runs no script, then the text.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Email = {
  id: string;
  created_at: string;
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  reply_to: string[];
  subject: string;
  html: string | null;
  text: string | null;
};

type Idempotent = { body: string; reply: { status: number; body: unknown }; at: number };

const day = 24 * 60 * 60 * 1000;

// Resend's two forms of an address: "a@b.c" and "Name <a@b.c>".
const address = /^(?:[^<>]*<\s*[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+\s*>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const error = (statusCode: number, name: string, message: string) => ({
  status: statusCode,
  body: { statusCode, name, message },
});

/** A field that may be one address or a list of them, as a list; null when it is neither. */
function addresses(value: unknown): string[] | null {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list.every((a) => typeof a === "string" && address.test(a.trim())) ? list : null;
}

/** The message a valid request asks for, or the error Resend would answer. */
function validate(body: unknown): Omit<Email, "id" | "created_at"> | ReturnType<typeof error> {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return error(422, "validation_error", "The request body must be a JSON object.");
  const b = body as Record<string, unknown>;
  for (const field of ["from", "to", "subject"]) {
    if (b[field] === undefined || b[field] === "" || (Array.isArray(b[field]) && !b[field].length))
      return error(422, "missing_required_field", `Missing \`${field}\` field.`);
  }
  const invalid = (field: string) =>
    error(
      422,
      "validation_error",
      `Invalid \`${field}\` field. The email address needs to follow the \`email@example.com\` or \`Name <email@example.com>\` format.`,
    );
  if (typeof b.from !== "string" || !address.test(b.from.trim())) return invalid("from");
  const lists: Record<string, string[]> = {};
  for (const field of ["to", "cc", "bcc", "reply_to"]) {
    const list = addresses(b[field]);
    if (!list) return invalid(field);
    lists[field] = list;
  }
  if ((lists.to?.length ?? 0) > 50)
    return error(422, "validation_error", "The `to` field must contain at most 50 addresses.");
  if (typeof b.subject !== "string")
    return error(422, "validation_error", "The `subject` field must be a string.");
  const html = typeof b.html === "string" ? b.html : null;
  const text = typeof b.text === "string" ? b.text : null;
  if (html === null && text === null)
    return error(422, "validation_error", "Missing `html` or `text` field.");
  return {
    from: b.from,
    to: lists.to ?? [],
    cc: lists.cc ?? [],
    bcc: lists.bcc ?? [],
    reply_to: lists.reply_to ?? [],
    subject: b.subject,
    html,
    text,
  };
}

const page = (title: string, main: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #111; }
  a { color: #0645ad; }
  a:focus-visible { outline: 3px solid #0645ad; outline-offset: 2px; }
  ol { list-style: none; padding: 0; }
  li { border-bottom: 1px solid #ccc; padding: 0.5rem 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  iframe { border: 1px solid #999; width: 100%; height: 28rem; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f4f4; padding: 0.75rem; }
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { timeZone: "UTC" }) + " UTC";

function listPage(emails: Email[]) {
  const items = emails
    .map(
      (e) => `<li><a href="/messages/${e.id}">${escape(e.subject || "(no subject)")}</a>
<br>To ${escape(e.to.join(", "))} · from ${escape(e.from)} · ${when(e.created_at)}</li>`,
    )
    .join("\n");
  return page(
    "Local mailbox",
    `<h1>Local mailbox</h1>
<p>Every e-mail the local backend sent (the functions' and Auth's), newest first. Nothing here
left this computer. Reload the page to see new ones.</p>
${emails.length ? `<ol>${items}</ol>` : "<p>No e-mails yet.</p>"}`,
  );
}

function messagePage(e: Email) {
  const row = (term: string, value: string) =>
    value ? `<dt>${term}</dt><dd>${escape(value)}</dd>` : "";
  // Links open a new tab, out of the frame; the frame may run no script and reach nothing of this
  // page (no allow-scripts, no allow-same-origin).
  const html = e.html
    ? `<h2>As the recipient sees it</h2>
<iframe title="The e-mail ${escape(e.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox"
 srcdoc="${escape(`<base target="_blank">${e.html}`)}"></iframe>`
    : "";
  const text = e.text ? `<h2>Text version</h2>\n<pre>${escape(e.text)}</pre>` : "";
  return page(
    `${e.subject} · Local mailbox`,
    `<p><a href="/">All e-mails</a></p>
<h1>${escape(e.subject || "(no subject)")}</h1>
<dl>
${row("From", e.from)}${row("To", e.to.join(", "))}${row("Cc", e.cc.join(", "))}${row("Bcc", e.bcc.join(", "))}${row("Reply-To", e.reply_to.join(", "))}${row("Date", when(e.created_at))}
</dl>
${html}
${text}`,
  );
}

async function readText(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

export async function startMailbox(
  options: {
    /** 0 for any free port. */
    port?: number;
    /** The messages to start with, and where to report each change. */
    emails?: Email[];
    onChange?: (emails: Email[]) => void;
  } = {},
) {
  /** The API key the mailbox accepts, as Resend accepts the keys made for an account. */
  const apiKey = `re_local_${randomUUID().replace(/-/g, "")}`;
  const emails: Email[] = [...(options.emails ?? [])];
  const idempotent = new Map<string, Idempotent>();

  function send(req: IncomingMessage, text: string) {
    const authorization = req.headers.authorization ?? "";
    if (!/^Bearer\s+\S/.test(authorization))
      return error(401, "missing_api_key", "Missing API key in the authorization header.");
    if (authorization.replace(/^Bearer\s+/, "") !== apiKey)
      return error(403, "invalid_api_key", "API key is invalid.");
    const key = req.headers["idempotency-key"];
    if (key !== undefined && (typeof key !== "string" || key.length < 1 || key.length > 256))
      return error(400, "invalid_idempotency_key", "The key must be between 1-256 chars.");
    const earlier = typeof key === "string" ? idempotent.get(key) : undefined;
    if (earlier && Date.now() - earlier.at < day) {
      return earlier.body === text
        ? earlier.reply
        : error(
            409,
            "invalid_idempotent_request",
            "Same idempotency key used with a different request payload.",
          );
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return error(400, "validation_error", "The request body is not valid JSON.");
    }
    const message = validate(body);
    if ("status" in message) return message;
    const email: Email = { id: randomUUID(), created_at: new Date().toISOString(), ...message };
    emails.push(email);
    options.onChange?.([...emails]);
    const reply = { status: 200, body: { id: email.id } };
    if (typeof key === "string") idempotent.set(key, { body: text, reply, at: Date.now() });
    return reply;
  }

  const respond = (res: ServerResponse, status: number, type: string, body: string) => {
    res.writeHead(status, {
      "Content-Type": type,
      // The page's own style, and frames of e-mails that may show images but run nothing.
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'none'",
      "X-Content-Type-Options": "nosniff",
    });
    res.end(body);
  };

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (path === "/emails") {
      if (req.method !== "POST") {
        const { status, body } = error(405, "method_not_allowed", "Method is not allowed.");
        return respond(res, status, "application/json", JSON.stringify(body));
      }
      const { status, body } = send(req, await readText(req));
      return respond(res, status, "application/json", JSON.stringify(body));
    }
    const html = "text/html; charset=utf-8";
    if (req.method !== "GET") return respond(res, 405, "text/plain", "Method not allowed");
    if (path === "/") return respond(res, 200, html, listPage([...emails].reverse()));
    const shown = emails.find((e) => path === `/messages/${e.id}`);
    if (shown) return respond(res, 200, html, messagePage(shown));
    return respond(res, 404, html, page("Not found · Local mailbox", "<h1>No such e-mail</h1>"));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** The page, and Resend's API base for whoever sends through the mailbox. */
    url,
    apiKey,
    /** The messages kept, oldest first. */
    emails: () => [...emails],
    /** Forgets every message, for a mailbox shared by several tests. */
    reset() {
      emails.length = 0;
      idempotent.clear();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
