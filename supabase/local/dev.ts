/**
 * The local backend of `npm run dev` (scripts/dev.js): the tests' local Supabase
 * (server.ts, the real migrations on PGlite), kept in a folder across restarts: the database in
 * `<dir>/db` (PGlite's data directory), the uploaded photos' bytes in `<dir>/objects`, Auth's
 * accounts and sessions in `<dir>/auth.json`. On the first start it is seeded with a few
 * requests, two photos and a staff account, whose sign-in is printed at every start.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import sharp from "sharp";
import type { AuthState } from "./auth";
import { openDataDir } from "./database";
import { startSupabaseServer } from "./server";
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

export async function startLocalBackend({ dir, port }: { dir: string; port: number }) {
  const { db, created } = await openDataDir(join(dir, "db"));
  const authFile = join(dir, "auth.json");
  const authState = existsSync(authFile)
    ? (JSON.parse(await readFile(authFile, "utf8")) as AuthState)
    : undefined;
  // Written in order, so that a later state never loses to an earlier, slower write.
  let saving = Promise.resolve();
  const server = await startSupabaseServer({
    port,
    db,
    bytes: folderByteStore(join(dir, "objects")),
    authState,
    onAuthChange: (state) => {
      saving = saving.then(() => writeFile(authFile, JSON.stringify(state)));
    },
  });

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
    /** The seeded staff account, for the console. */
    staff: password ? { email: staffEmail, password } : null,
    async close() {
      await server.close();
      await saving;
      await db.close();
    },
  };
}
