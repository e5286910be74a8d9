/**
 * The local backend of `npm run dev` (scripts/dev.js): the local stack (stack.ts: Supabase on
 * the real migrations, the edge functions, the mailbox), kept in a folder across restarts: the
 * database in `<dir>/db` (PGlite's data directory), the uploaded photos' bytes in
 * `<dir>/objects`, Auth's accounts and sessions in `<dir>/auth.json`, the mailbox in
 * `<dir>/mailbox.json`. On the first start it is seeded with a few requests, two photos (each
 * with its small copy), a staff account, a partner with a property whose service was bought
 * through the local Stripe's Checkout (its webhook stored the subscription, as Stripe's would),
 * the crew's marks of its last nights, and the garage request quoted with its customer's link;
 * both sign-ins, the property's residents' page and the quote's link are printed at every start.
 * The link's token exists only when it is made, so this local backend keeps it in
 * `<dir>/quote-link.json`.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import sharp from "sharp";
import { photoPath, thumbPath } from "../functions/_shared/intake";
import type { AuthState } from "./auth";
import { openDataDir } from "./database";
import type { Email } from "./mailbox";
import { seedScale } from "./scale";
import { startLocalStack, type LocalStack, type RealStripe, type Vapid } from "./stack";
import type { ByteStore } from "./storage";

/** Today's seed's accounts: the owner (staff) and the sample partner. */
export const sampleEmails = { staff: "owner@example.com", partner: "partner@example.com" };
const { staff: staffEmail, partner: partnerEmail } = sampleEmails;
/** The account of the first partner of the seed at scale (four properties, 32 buildings). */
const scalePartnerEmail = "scale-partner@example.com";

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

type SamplePhoto = { photo: Uint8Array; thumb: Uint8Array };

/**
 * Two photos for the first sample request: the site's own images, as JPEG, each with its small
 * copy of 160 px as the request form makes it (src/lib/photos.ts).
 */
async function samplePhotos(): Promise<SamplePhoto[]> {
  const images = ["og-image.png", "icon-512.png"].map(
    (name) => new URL(`../../public/${name}`, import.meta.url),
  );
  return Promise.all(
    images.map(async (image) => {
      const bytes = await readFile(image);
      const thumb = sharp(bytes).resize(160, 160, { fit: "inside" }).jpeg({ quality: 70 });
      return {
        photo: new Uint8Array(await sharp(bytes).jpeg().toBuffer()),
        thumb: new Uint8Array(await thumb.toBuffer()),
      };
    }),
  );
}

/** Sets a request's status as the dashboard would: the update trigger stamps the times. */
async function setStatus(stack: LocalStack, id: string, status: string) {
  await stack.supabase.sql("update public.service_requests set status = $1 where id = $2", [
    status,
    id,
  ]);
}

/** A sample partner (people and places made up) and the property they pay for. */
const samplePartner = {
  company_name: "Sample Property Management",
  contact_name: "Sample Manager",
  phone: "+18015550104",
};
const sampleProperty = {
  property: {
    name: "Sample Apartments",
    street_address: "400 Sample Way",
    city: "Orem",
    units: 24,
    set_out_from: "18:00",
    set_out_until: "20:00",
    rules: "Bags tied and set beside the door, in the window only (sample data).",
    access_notes: "Gate code 0000 (sample data).",
  },
  buildings: [{ name: "Building A" }, { name: "Building B" }, { name: "Building C" }],
};

/** POSTs to the local Supabase as the account `email` signed in, as its browser would. */
async function caller(stack: LocalStack, email: string) {
  const server = stack.supabase;
  const { access_token: token } = await server.issueSession(email);
  return async (path: string, body: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${token}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`seeding ${path} failed: ${await response.text()}`);
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  };
}

/** The nights before tonight that get the crew's marks, and when each building was done. */
const sampleNights = 5;
const firstPickup = "20:05";
const betweenBuildings = "15 minutes";
/** The one problem of the sample: the second building, the night before tonight. */
const sampleProblem = {
  nightsAgo: 1,
  position: 1,
  problem: "bulk_item",
  unit: "12",
  note: "A couch beside the dumpster (sample data).",
};

/**
 * The crew's marks of the sample property over the last nights, so that the partner's log and
 * the residents' page show them at once: each building picked up in route order from 8:05 p.m.,
 * one problem with a unit, a note and a photo, and only what has already happened (at 3 p.m.
 * tonight has no marks yet; at 9 a.m. last evening's are tonight's, as the residents' page says).
 * Each mark goes in as the staff account's phone sends it (PostgREST, its policies and trigger);
 * then, as the owner could in the SQL Editor, it is moved back to its evening, with its night
 * computed by the database's own private.business_night (docs/decisions/0019), and the property
 * with its buildings to the first night.
 */
async function seedMarks(stack: LocalStack, photo: SamplePhoto | undefined) {
  const { sql } = stack.supabase;
  const plan = await sql<{
    building_id: string;
    property_id: string;
    at: Date;
    nights_ago: number;
    position: number;
  }>(
    `select b.id as building_id, b.property_id, n as nights_ago, b.position,
            ((public.current_night() - n) + ($1::time + b.position * $2::interval))
              at time zone 'America/Denver' as at
       from generate_series(0, $3 - 1) n, public.property_buildings b
       join public.properties pr on pr.id = b.property_id
       join public.partners p on p.id = pr.partner_id
       join auth.users u on u.id = p.user_id
      where u.email = $4 and pr.active
        and ((public.current_night() - n) + ($1::time + b.position * $2::interval))
              at time zone 'America/Denver' < now()
      order by at`,
    [firstPickup, betweenBuildings, sampleNights, partnerEmail],
  );
  const call = await caller(stack, staffEmail);
  for (const step of plan) {
    const id = randomUUID();
    const problem =
      step.nights_ago === sampleProblem.nightsAgo && step.position === sampleProblem.position;
    const photoPath = problem && photo ? `marks/${id}.jpg` : null;
    if (photoPath && photo) {
      await stack.supabase.storage.put(photoPath, photo.photo, "image/jpeg", "pickup-photos");
      const small = `marks/${id}.thumb.jpg`;
      await stack.supabase.storage.put(small, photo.thumb, "image/jpeg", "pickup-photos");
    }
    await call("/rest/v1/pickup_marks", {
      id,
      building_id: step.building_id,
      property_id: step.property_id,
      kind: problem ? "problem" : "picked_up",
      problem: problem ? sampleProblem.problem : null,
      unit: problem ? sampleProblem.unit : null,
      note: problem ? sampleProblem.note : null,
      photo_path: photoPath,
      marked_at: step.at.toISOString(),
    });
    await sql(
      `update public.pickup_marks
          set happened_at = $2, recorded_at = $2, night = private.business_night($2)
        where id = $1`,
      [id, step.at],
    );
  }
  // The property and its buildings were added on the first of those nights (at noon, as it
  // began), so that the log shows every night from then with the buildings served.
  await sql(
    `with first as (
       select ((public.current_night() - ($1::int - 1)) + time '12:00')
                at time zone 'America/Denver' as at)
     update public.properties pr set created_at = first.at from first, public.partners p, auth.users u
      where p.id = pr.partner_id and u.id = p.user_id and u.email = $2`,
    [sampleNights, partnerEmail],
  );
  await sql(
    `update public.property_buildings b set created_at = pr.created_at
       from public.properties pr join public.partners p on p.id = pr.partner_id
       join auth.users u on u.id = p.user_id
      where b.property_id = pr.id and u.email = $1`,
    [partnerEmail],
  );
}

/**
 * Today's seed, on an empty stack: the staff account and the partner (signing in with these
 * passwords), the partner's property and the crew's marks of its last nights, and the sample
 * requests with their photos, whose ids it returns in the order of sampleRequests. The browser tests' budget of the business's screens
 * (e2e/owner-budget.spec.ts) and `npm run bench:owner` measure the screens on it.
 */
export async function seedSample(stack: LocalStack, passwords: { staff: string; partner: string }) {
  const server = stack.supabase;
  await server.addUser(staffEmail, passwords.staff, { staff: true });
  await seedPartner(stack, passwords.partner);
  const photos = await samplePhotos();
  await seedMarks(stack, photos[0]);
  const ids: string[] = [];
  for (const sample of sampleRequests) {
    const row = await server.addRequest(sample.row, minutesAgo(sample.minutesAgo));
    ids.push(row.id);
    if (sample.status) await setStatus(stack, row.id, sample.status);
    if (sample.row.photo_count) {
      for (const [i, { photo, thumb }] of photos.entries()) {
        await server.storage.put(photoPath(row.id, i + 1), photo, "image/jpeg");
        await server.storage.put(thumbPath(row.id, i + 1), thumb, "image/jpeg");
      }
    }
  }
  return ids;
}

/** The seed at scale (supabase/local/scale.ts) added to a stack, its first partner a new account. */
async function seedScaleBeside(stack: LocalStack) {
  const server = stack.supabase;
  const partnerUser = await server.addUser(scalePartnerEmail, randomBytes(9).toString("base64url"));
  return seedScale(server.db, { bytes: server.byteStore, partnerUser });
}

/**
 * Today's seed and the seed at scale on one stack: what `npm run bench:owner -- --seed
 * supabase/local/dev.ts:seedSampleAtScale` measures the business's screens on.
 */
export async function seedSampleAtScale(
  stack: LocalStack,
  passwords: { staff: string; partner: string },
) {
  await seedSample(stack, passwords);
  await seedScaleBeside(stack);
}

/** The residents' page of the sample property, if it is served. */
async function residentsPath(db: PGlite) {
  const { rows } = await db.query<{ code: string }>(
    `select pr.public_code as code from public.properties pr
       join public.partners p on p.id = pr.partner_id
       join auth.users u on u.id = p.user_id
      where u.email = $1 and pr.active order by pr.created_at limit 1`,
    [partnerEmail],
  );
  return rows[0] ? `/r/${rows[0].code}` : null;
}

/**
 * The sample partner signs up, adds their property and pays in the local Stripe's Checkout, each
 * step through the API and the functions a browser would use, so that the page a newcomer opens
 * shows what the real path stores. With a real Stripe account, Checkout is left to the newcomer.
 */
async function seedPartner(stack: LocalStack, password: string) {
  const server = stack.supabase;
  await server.addUser(partnerEmail, password);
  const call = await caller(stack, partnerEmail);
  await call("/rest/v1/partners", samplePartner);
  const propertyId = (await call("/rest/v1/rpc/save_property", sampleProperty)) as string;
  if (!stack.stripe) return;
  const { url } = (await call("/functions/v1/create-checkout", { property_id: propertyId })) as {
    url: string;
  };
  const paid = await fetch(`${url}/complete`, { method: "POST", redirect: "manual" });
  if (paid.status !== 303) throw new Error(`the sample Checkout failed: ${await paid.text()}`);
  await stack.stripe.settled();
}

/**
 * The first sample request quoted at $349 and its customer's link made as the owner makes it
 * (public.create_quote_link): the page's path, kept in `file`.
 */
async function seedQuote(stack: LocalStack, db: PGlite, requestId: string, file: string) {
  await db.query("update public.service_requests set quote_cents = 34900 where id = $1", [
    requestId,
  ]);
  const call = await caller(stack, staffEmail);
  const token = (await call("/rest/v1/rpc/create_quote_link", { request_id: requestId })) as string;
  await writeFile(file, JSON.stringify({ path: `/q/${token}` }));
}

async function readJson<T>(file: string): Promise<T | undefined> {
  return existsSync(file) ? (JSON.parse(await readFile(file, "utf8")) as T) : undefined;
}

type BackendOptions = {
  dir: string;
  port: number;
  /** The site's URL, which e-mails and notifications link to. */
  siteUrl: string;
  vapid: Vapid;
  /** A Stripe account in test mode to use instead of the local Stripe. */
  realStripe?: RealStripe;
  /** A Turnstile secret for submit-request to check tokens with (the local Turnstile's). */
  turnstileSecret?: string;
  /** Also seed at scale (supabase/local/scale.ts), with an account for its first partner. */
  scale?: boolean;
  onFunctionLog: (line: string) => void;
};

export async function startLocalBackend(options: BackendOptions) {
  const dataDir = join(options.dir, "db");
  let image: Blob | undefined;
  if (options.scale && !existsSync(join(dataDir, "PG_VERSION"))) {
    // PGlite writes every page of the bulk inserts through to the folder: at scale that took
    // over 15 minutes on disk against about 3 in memory. So a new backend is seeded in memory,
    // its stack stopped, and the database written to the folder once, as one image.
    await mkdir(options.dir, { recursive: true });
    const { db } = await openDataDir();
    const seeding = await startOn(db, true, options);
    image = await db.dumpDataDir("none");
    await seeding.close();
  }
  const started = Date.now();
  const { db, created } = await openDataDir(dataDir, image);
  if (image) console.log(`  Written to disk in ${Math.round((Date.now() - started) / 1000)} s.`);
  // Seeded just now: not to be told that --seed scale seeds a new backend only.
  return startOn(db, created, image ? { ...options, scale: false } : options);
}

/** The stack on `db`, seeded if the database was `created` just now. */
async function startOn(db: PGlite, created: boolean, options: BackendOptions) {
  const { dir } = options;
  const objects = folderByteStore(join(dir, "objects"));
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
        bytes: objects,
        authState: await readJson<AuthState>(authFile),
        onAuthChange: (state: AuthState) => save(authFile, state),
      },
      emails: await readJson<Email[]>(mailFile),
      onEmails: (emails) => save(mailFile, emails),
      onFunctionLog: options.onFunctionLog,
      stripe: options.realStripe
        ? { real: options.realStripe }
        : { stateFile: join(dir, "stripe.json") },
      turnstile: options.turnstileSecret ? { secretKey: options.turnstileSecret } : undefined,
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  const server = stack.supabase;

  if (created) {
    const [garage] = await seedSample(stack, {
      staff: randomBytes(9).toString("base64url"),
      partner: randomBytes(9).toString("base64url"),
    });
    if (garage) await seedQuote(stack, db, garage, join(dir, "quote-link.json"));
    if (options.scale) {
      const started = Date.now();
      const stored = await seedScaleBeside(stack);
      console.log(`  Seeded at scale in ${Math.round((Date.now() - started) / 1000)} s:`, stored);
    }
  } else if (options.scale) {
    console.log("  --seed scale seeds a new backend only: npm run dev:reset first.");
  }
  await saving;
  const { accounts } = JSON.parse(await readFile(authFile, "utf8")) as AuthState;
  const signIn = (email: string) => {
    const password = accounts.find((a) => a.user.email === email)?.password;
    return password ? { email, password } : null;
  };

  return {
    url: server.url,
    anonKey: server.anonKey,
    mailbox: stack.mailbox.url,
    /** The local Stripe's API, or null when a real account is used. */
    stripe: stack.stripe?.url ?? null,
    /** The local Turnstile's siteverify. */
    turnstile: stack.turnstile.url,
    /** The seeded staff and partner accounts, for the console. */
    staff: signIn(staffEmail),
    partner: signIn(partnerEmail),
    /** The first partner of the seed at scale, when seeded so. */
    scalePartner: signIn(scalePartnerEmail),
    /** The sample property's residents' page (/r/<code>), or null when it is not served. */
    residents: await residentsPath(db),
    /** The sample quote's customer page (/q/<token>), made when the backend was seeded. */
    quote: (await readJson<{ path: string }>(join(dir, "quote-link.json")))?.path ?? null,
    async close() {
      await stack.close();
      await saving;
      await db.close();
    },
  };
}
