// @ts-check
// `npm run bench:owner`: the business's screens (the inbox's Open view, a request's page, the
// crew's route, the partner's log; scripts/owner-screens.js) on a phone with weak signal. Each
// screen is opened BENCH_RUNS times (3) in a fresh, signed-in Chromium page (its cache empty: a
// first visit), then once more in the same page (the site's files cached), with Lighthouse's
// mobile slowdowns applied to the browser through the DevTools Protocol (4x CPU, 150 ms round
// trips at 1.6 Mbps: mobileSlowdowns in scripts/lighthouse.js, as scripts/taps.js applies them),
// on the configured build (dist-e2e, after npm run build:e2e) served compressed as a host serves
// it, against a local stack (supabase/local/stack.ts) started empty and seeded. It prints, per
// screen and visit, the median of: the requests made and bytes transferred (the site's own files
// and the API's answers; the photos counted apart) and the time from the navigation's start to
// the first row shown; and writes the table into docs/performance/owner-screens.md, in the
// section of its seed.
//
//   node scripts/bench-owner.js [--seed <module>:<export>]
//
// --seed names the function that fills the empty stack, called as (stack, passwords) with the
// passwords the accounts of supabase/local/dev.ts's sampleEmails must get: by default
// supabase/local/dev.ts:seedSample (today's seed). BENCH_LIST=1 lists each screen's requests. A
// benchmark, not a test: the times depend on the machine; the requests and bytes are budgeted in
// e2e/owner-budget.spec.ts. The stack takes the Supabase port the build is configured for
// (E2E_PORT+2, e2e/ports.js); the site BENCH_PORT (4673) and BENCH_PORT+2.
import { loadavg } from "node:os";
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import * as prettier from "prettier";
import { runnerImport } from "vite";
import { ports } from "../e2e/ports.js";
import { testVapid } from "./test-env.js";
import { chromiumFlags, median, mobileSlowdowns, serveCompressed } from "./lighthouse.js";
import { budgeted, measureScreen, ownerScreens } from "./owner-screens.js";

const root = fileURLToPath(new URL("../", import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4673);
const seedArg = process.argv.indexOf("--seed");
const seedName =
  seedArg >= 0 ? (process.argv[seedArg + 1] ?? "") : "supabase/local/dev.ts:seedSample";
const [seedModule, seedExport] = seedName.split(":");
if (!seedModule || !seedExport) {
  console.error("--seed takes <module>:<export>, e.g. supabase/local/dev.ts:seedSample");
  process.exit(2);
}
const doc = `${root}docs/performance/owner-screens.md`;
const passwords = { staff: "bench owner password", partner: "bench partner password" };

/** @typedef {import("./owner-screens.js").ScreenCost} ScreenCost */

const { module: stackModule } = await runnerImport(`${root}supabase/local/stack.ts`);
const { module: devModule } = await runnerImport(`${root}supabase/local/dev.ts`);
const { module: seeds } = await runnerImport(`${root}${seedModule}`);
const seed = seeds[seedExport];
if (typeof seed !== "function") {
  console.error(`${seedModule} exports no function ${seedExport}`);
  process.exit(2);
}
/** @type {{ staff: string, partner: string }} */
const emails = devModule.sampleEmails;

const site = `http://127.0.0.1:${port}`;
const web = await serveCompressed({ root: `${root}dist-e2e/`, port });
/** @type {import("../supabase/local/stack").LocalStack} */
const stack = await stackModule.startLocalStack({
  port: ports.supabase,
  siteUrl: site,
  ownerEmail: emails.staff,
  vapid: { ...testVapid, subject: `mailto:${emails.staff}` },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: chromiumFlags,
});

try {
  const seededAt = Date.now();
  await seed(stack, passwords);
  const seedSeconds = (Date.now() - seededAt) / 1000;
  const [sample] = await stack.supabase.sql(
    `select id from public.service_requests where photo_count > 0
      order by created_at desc limit 1`,
  );
  /** @type {Map<string, { cold: ScreenCost, warm: ScreenCost }[]>} */
  const results = new Map(ownerScreens.map((screen) => [screen.name, []]));
  const load = [loadavg()[0] ?? NaN];
  for (let i = 1; i <= runs; i++) {
    for (const screen of ownerScreens) {
      process.stdout.write(`run ${i}/${runs}: ${screen.name}…\n`);
      const session = await stack.supabase.issueSession(emails[screen.as]);
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      await context.addInitScript(
        ([key, value]) => localStorage.setItem(key, value),
        /** @type {[string, string]} */ ([stack.supabase.storageKey, JSON.stringify(session)]),
      );
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: mobileSlowdowns.requestLatencyMs,
        downloadThroughput: (mobileSlowdowns.downloadThroughputKbps * 1024) / 8,
        uploadThroughput: (mobileSlowdowns.uploadThroughputKbps * 1024) / 8,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", {
        rate: mobileSlowdowns.cpuSlowdownMultiplier,
      });
      load.push(loadavg()[0] ?? NaN);
      const url = `${site}${screen.path({ request: sample?.id ?? "" })}`;
      const cold = await measureScreen(page, url, screen.firstRow);
      const warm = await measureScreen(page, url, screen.firstRow);
      results.get(screen.name)?.push({ cold, warm });
      await context.close();
    }
  }

  const kB = (/** @type {number} */ bytes) => (bytes / 1000).toFixed(1);
  const header = [
    "| screen | first visit: requests, kB, first row | again (files cached): kB, first row | API: requests, kB | photos: requests, kB |",
    "| --- | --: | --: | --: | --: |",
  ];
  const lines = ownerScreens.map((screen) => {
    const costs = results.get(screen.name) ?? [];
    /** @param {(cost: { cold: ScreenCost, warm: ScreenCost }) => number} pick */
    const med = (pick) => median(costs.map(pick));
    /** @param {"cold" | "warm"} load */
    const visit = (load) =>
      `${kB(med((c) => budgeted(c[load]).bytes))}, ${Math.round(med((c) => c[load].firstRowMs))} ms`;
    return (
      `| ${screen.name} | ${med((c) => budgeted(c.cold).requests)}, ${visit("cold")} | ` +
      `${visit("warm")} | ` +
      `${med((c) => c.cold.data.requests)}, ${kB(med((c) => c.cold.data.bytes))} | ` +
      `${med((c) => c.cold.photos.requests)}, ${kB(med((c) => c.cold.photos.bytes))} |`
    );
  });
  const table = [...header, ...lines].join("\n");
  // BENCH_LIST=1 prints what each screen's first load asked for, one line per request.
  if (process.env.BENCH_LIST) {
    for (const [name, costs] of results) {
      console.log(`\n${name}:`);
      for (const item of costs[0]?.cold.list ?? [])
        console.log(`  ${item.kind.padEnd(6)} ${String(item.bytes).padStart(7)}  ${item.url}`);
    }
  }
  const note =
    `Seed ${seedName} (seeded in ${seedSeconds.toFixed(0)} s); median of ${runs} runs; ` +
    `load average ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)} on this machine.`;
  console.log(`\n${table}\n\n${note}`);

  const start = `<!-- bench:owner ${seedName} -->`;
  const end = `<!-- /bench:owner ${seedName} -->`;
  const section = `${start}\n\n${note}\n\n${table}\n\n${end}`;
  const text = await readFile(doc, "utf8");
  const at = text.indexOf(start);
  const after = text.indexOf(end);
  const written =
    at >= 0 && after > at
      ? text.slice(0, at) + section + text.slice(after + end.length)
      : `${text.trimEnd()}\n\n${section}\n`;
  // Laid out as `npm run format:check` wants it (the table's columns aligned).
  const options = { ...(await prettier.resolveConfig(doc)), filepath: doc };
  await writeFile(doc, await prettier.format(written, options));
  console.log(`written to ${doc.slice(root.length)}`);
} finally {
  await browser.close();
  await stack.close();
  web.close();
}
// The local stack, once closed, still keeps Node's event loop alive (no handle of it shows in
// process.getActiveResourcesInfo()), so the bench would never end after writing its table.
process.exit(0);
