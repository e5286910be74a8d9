/**
 * The local backend of `npm run dev` (scripts/dev.js): the local stack (stack.ts: Supabase on
 * the real migrations, the edge functions, the mailbox), kept in a folder across restarts: the
 * database in `<dir>/db` (PGlite's data directory), the uploaded photos' bytes in
 * `<dir>/objects`, Auth's accounts and sessions in `<dir>/auth.json`, the mailbox in
 * `<dir>/mailbox.json`. On the first start it is seeded with a few requests, two photos and a
 * staff account, whose sign-in is printed at every start.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import sharp from "sharp";
import type { AuthState } from "./auth";
import { openDataDir } from "./database";
import type { Email } from "./mailbox";
import { startLocalStack, type RealStripe, type Vapid } from "./stack";
import type { ByteStore } from "./storage";

const staffEmail = "owner@example.com";

/** Objects' bytes as files under `dir`, by `<bucket>/<name>`. */
function folderByteStore(dir: string): ByteStore {
  const file = (key: string) => join(dir, ...key.split("/"));
  return {
    get: async (key) =>
      existsSync(file(key)) ? new Uint8Array(await readFile(file(key))) : undefined,
    async put(key, bytes) {
      await mkdir(dirname(file(key)), { recursive: true });
      await writeFile(file(key), bytes);
    },
  };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Sample requests, as if sent from the form over the last days (people and places made up). */
const sampleRequests = [
  {
    minutesAgo: 12,
    row: {
      service: "garage_cleanout",
      name: "Sample Garage Request",
      phone: "+18015550101",
      email: "garage@example.com",
      address: "100 Sample St",
      city: "Orem",
      garage_size: "2-car",
      contact_method: "text",
      notes: "Old shelves and paint cans (sample data).",
      sms_consent: true,
      photo_count: 2,
    },
  },
  {
    minutesAgo: 3 * 60,
    row: {
      service: "trash_collection",
      name: "Sample Trash Request",
      phone: "+18015550102",
      address: "200 Example Ave",
      unit: "12",
      city: "Provo",
      contact_method: "call",
      property_name: "Sample Apartments",
      units: 40,
    },
    status: "contacted",
  },
  {
    minutesAgo: 2 * 24 * 60,
    row: {
      service: "garage_cleanout",
      name: "Sample Done Request",
      phone: "+18015550103",
      address: "300 Placeholder Rd",
      city: "Pleasant Grove",
      garage_size: "1-car",
      contact_method: "text",
    },
    status: "done",
  },
];

/** Two photos for the first sample request: the site's own images, as JPEG. */
async function samplePhotos(): Promise<Uint8Array[]> {
  const images = ["og-image.png", "icon-512.png"].map(
    (name) => new URL(`../../public/${name}`, import.meta.url),
  );
  return Promise.all(
    images.map(
      async (image) =>
        new Uint8Array(
          await sharp(await readFile(image))
            .jpeg()
            .toBuffer(),
        ),
    ),
  );
}

/** Sets a request's status as the dashboard would: the update trigger stamps the times. */
async function setStatus(db: PGlite, id: string, status: string) {
  await db.query("update public.service_requests set status = $1 where id = $2", [status, id]);
}

async function readJson<T>(file: string): Promise<T | undefined> {
  return existsSync(file) ? (JSON.parse(await readFile(file, "utf8")) as T) : undefined;
}

export async function startLocalBackend(options: {
  dir: string;
  port: number;
  /** The site's URL, which e-mails and notifications link to. */
  siteUrl: string;
  vapid: Vapid;
  /** A Stripe account in test mode to use instead of the local Stripe. */
  realStripe?: RealStripe;
  onFunctionLog: (line: string) => void;
}) {
  const { dir } = options;
  const { db, created } = await openDataDir(join(dir, "db"));
  const authFile = join(dir, "auth.json");
  const mailFile = join(dir, "mailbox.json");
  // Written in order, so that a later state never loses to an earlier, slower write.
  let saving = Promise.resolve();
  const save = (file: string, value: unknown) => {
    saving = saving.then(() => writeFile(file, JSON.stringify(value)));
  };
  let stack;
  try {
    stack = await startLocalStack({
      port: options.port,
      siteUrl: options.siteUrl,
      ownerEmail: staffEmail,
      vapid: options.vapid,
      supabase: {
        db,
        bytes: folderByteStore(join(dir, "objects")),
        authState: await readJson<AuthState>(authFile),
        onAuthChange: (state: AuthState) => save(authFile, state),
      },
      emails: await readJson<Email[]>(mailFile),
      onEmails: (emails) => save(mailFile, emails),
      onFunctionLog: options.onFunctionLog,
      stripe: options.realStripe
        ? { real: options.realStripe }
        : { stateFile: join(dir, "stripe.json") },
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  const server = stack.supabase;

  if (created) {
    const password = randomBytes(9).toString("base64url");
    await server.addUser(staffEmail, password, { staff: true });
    const photos = await samplePhotos();
    for (const sample of sampleRequests) {
      const row = await server.addRequest(sample.row, minutesAgo(sample.minutesAgo));
      if (sample.status) await setStatus(db, row.id, sample.status);
      if (sample.row.photo_count) {
        for (const [i, bytes] of photos.entries())
          await server.storage.put(`${row.id}/${i + 1}.jpg`, bytes, "image/jpeg");
      }
    }
  }
  await saving;
  const staff = JSON.parse(await readFile(authFile, "utf8")) as AuthState;
  const password = staff.accounts.find((a) => a.user.email === staffEmail)?.password;

  return {
    url: server.url,
    anonKey: server.anonKey,
    mailbox: stack.mailbox.url,
    /** The local Stripe's API, or null when a real account is used. */
    stripe: stack.stripe?.url ?? null,
    /** The seeded staff account, for the console. */
    staff: password ? { email: staffEmail, password } : null,
    async close() {
      await stack.close();
      await saving;
      await db.close();
    },
  };
}
