import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { longestTasks, plainDomCopy } from "../../scripts/taps.js";

const origin = "http://127.0.0.1:4610";

describe("longestTasks", () => {
  // A trace as Chromium writes it: times in µs; X events with their wall (dur) and thread (tdur)
  // durations; pid 1 / tid 1 is the page's main thread, where the first paint is marked.
  const task = (ts: number, ms: number, threadMs: number, tid = 1) => ({
    name: "ThreadControllerImpl::RunTask",
    ph: "X",
    pid: 1,
    tid,
    ts,
    dur: ms * 1000,
    tdur: threadMs * 1000,
  });
  const inside = (name: string, ts: number, url?: string) => ({
    name,
    ph: "X",
    pid: 1,
    tid: 1,
    ts: ts + 1000,
    dur: 5000,
    args: { data: { url } },
  });
  const events = [
    { name: "firstContentfulPaint", ph: "R", pid: 1, tid: 1, ts: 1_000_000 },
    task(500_000, 90, 80), // before the paint
    task(1_100_000, 70, 60), // the HTML's own layout: no script
    task(1_200_000, 60, 40),
    inside("FunctionCall", 1_200_000, `${origin}/assets/index-abc.js`),
    task(1_300_000, 45, 44),
    inside("v8.evaluateModule", 1_300_000),
    task(1_400_000, 55, 50),
    inside("FunctionCall", 1_400_000, "https://elsewhere.example/x.js"),
    task(1_500_000, 95, 95, 2), // another thread
    task(3_000_000, 80, 80),
    inside("FunctionCall", 3_000_000, `${origin}/`), // the inline boot script, after `until`
  ];

  it("finds the longest task after the first paint, and the longest running the site's scripts", () => {
    expect(longestTasks(events, origin, 2_000_000)).toEqual({
      task: { ms: 70, threadMs: 60 },
      scriptTask: { ms: 60, threadMs: 44 },
    });
    expect(longestTasks(events, origin).scriptTask).toEqual({ ms: 80, threadMs: 80 });
  });

  it("reports none without a first paint", () => {
    expect(longestTasks(events.slice(1), origin)).toEqual({
      task: { ms: 0, threadMs: 0 },
      scriptTask: { ms: 0, threadMs: 0 },
    });
  });
});

describe("plainDomCopy", () => {
  let dir: string;
  const page = `<!doctype html><html><head></head><body>
    <div role="tablist">
      <button type="button" role="tab" aria-selected="true" aria-controls="p1">One</button>
      <button type="button" role="tab" aria-selected="false" aria-controls="p2">Two</button>
    </div>
    <div role="tabpanel" id="p1">First</div><div role="tabpanel" id="p2" hidden>Second</div>
    <button type="button" aria-haspopup="menu" aria-expanded="false" aria-controls="m">Menu</button>
    <div role="menu" id="m" hidden><a role="menuitem" href="/x">X</a></div>
  </body></html>`;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "plain-"));
    await mkdir(join(dir, "areas"));
    await writeFile(join(dir, "index.html"), page);
    await writeFile(join(dir, "areas/orem.html"), page);
    await writeFile(
      join(dir, "_headers"),
      "/*\n  Content-Security-Policy: default-src 'none'; script-src 'self' 'sha256-boot'; style-src 'self'\n",
    );
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("gives every page an inline script its policy allows, by hash", async () => {
    await plainDomCopy(dir);
    const headers = await readFile(join(dir, "_headers"), "utf8");
    for (const file of ["index.html", "areas/orem.html"]) {
      const html = await readFile(join(dir, file), "utf8");
      const scripts = [...html.matchAll(/<script>([^]*?)<\/script>/g)].map((m) => m[1] ?? "");
      expect(scripts, file).toHaveLength(1);
      const hash = createHash("sha256")
        .update(scripts[0] ?? "")
        .digest("base64");
      expect(headers).toContain(`script-src 'self' 'sha256-${hash}'; style-src`);
      expect(scripts[0]?.split("\n").length).toBeLessThanOrEqual(8);
    }
  });

  it("switches a tab and opens a menu with that script alone", async () => {
    await plainDomCopy(dir);
    const html = await readFile(join(dir, "index.html"), "utf8");
    const document = new DOMParser().parseFromString(html, "text/html");
    const script = html.match(/<script>([^]*?)<\/script>/)?.[1] ?? "";
    // The script as the page runs it, on this document.
    new Function("document", script)(document);
    const [one, two] = [...document.querySelectorAll<HTMLElement>("[role=tab]")];
    two?.click();
    expect([one?.getAttribute("aria-selected"), two?.getAttribute("aria-selected")]).toEqual([
      "false",
      "true",
    ]);
    expect([document.getElementById("p1")?.hidden, document.getElementById("p2")?.hidden]).toEqual([
      true,
      false,
    ]);
    document.querySelector<HTMLElement>("[aria-haspopup=menu]")?.click();
    expect(document.getElementById("m")?.hidden).toBe(false);
    expect(document.querySelector("[aria-haspopup=menu]")?.getAttribute("aria-expanded")).toBe(
      "true",
    );
  });
});
