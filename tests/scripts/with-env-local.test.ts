// @vitest-environment node
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const script = fileURLToPath(new URL("../../scripts/with-env-local.js", import.meta.url));

// The command the script runs: it prints what it was given, then waits when asked to.
const printEnv = `
const { readdirSync, readFileSync } = require("node:fs");
const dir = process.env.PG_ENV_DIR;
const files = Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(dir + "/" + f, "utf8")]));
console.log(JSON.stringify({ dir, files, email: process.env.VITE_BUSINESS_EMAIL }));
if (process.argv[1] === "wait") setInterval(() => {}, 1000);
else process.exitCode = Number(process.argv[1] ?? 0);
`;

type Printed = { dir: string; files: Record<string, string>; email: string };

/** Runs the script in a stand-in checkout; resolves once it exits, or calls onPrinted first. */
function run(checkout: string, arg = "0", onPrinted?: (child: ReturnType<typeof spawn>) => void) {
  const child = spawn(process.execPath, [script, process.execPath, "-e", printEnv, arg], {
    cwd: checkout,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes("\n")) onPrinted?.(child);
  });
  return new Promise<{ code: number | null; printed: Printed }>((resolve) =>
    child.on("exit", (code) => resolve({ code, printed: JSON.parse(out) as Printed })),
  );
}

let checkout: string;
beforeEach(async () => {
  checkout = await mkdtemp(join(tmpdir(), "pg-checkout-"));
});
afterEach(() => rm(checkout, { recursive: true, force: true }));

describe("scripts/with-env-local.js", { timeout: 20_000 }, () => {
  it("gives the command an owner-like .env.local outside the checkout, then removes it", async () => {
    await writeFile(join(checkout, ".env"), "VITE_REVIEW_URL=https://owner.example/review\n");
    const { code, printed } = await run(checkout);

    expect(code).toBe(0);
    expect(printed.dir.startsWith(checkout)).toBe(false);
    expect(printed.files[".env.local"]).toMatch(/^VITE_BUSINESS_PHONE="\(801\) 785-2200"$/m);
    expect(printed.files[".env"]).toBe("VITE_REVIEW_URL=https://owner.example/review\n");
    expect(printed.email).toBe("shell@pgtrash.com");
    // Nothing written into the checkout, nothing left behind.
    expect(await readdir(checkout)).toEqual([".env"]);
    expect(existsSync(printed.dir)).toBe(false);
  });

  it("uses an owner's own .env.local as it is and never touches it", async () => {
    const own = join(checkout, ".env.local");
    await writeFile(own, "VITE_BUSINESS_PHONE=385-555-0100\n");
    const before = await stat(own);
    const { printed } = await run(checkout);

    expect(printed.files[".env.local"]).toBe("VITE_BUSINESS_PHONE=385-555-0100\n");
    expect(await readFile(own, "utf8")).toBe("VITE_BUSINESS_PHONE=385-555-0100\n");
    expect((await stat(own)).mtimeMs).toBe(before.mtimeMs);
  });

  it("passes the command's exit code on", async () => {
    expect((await run(checkout, "3")).code).toBe(3);
  });

  it.each(["SIGINT", "SIGTERM"] as const)(
    "removes the folder when interrupted by %s, and the command stops too",
    async (signal) => {
      const { code, printed } = await run(checkout, "wait", (child) => child.kill(signal));
      expect(code).not.toBe(0);
      expect(existsSync(printed.dir)).toBe(false);
      expect(await readdir(checkout)).toEqual([]);
    },
  );
});
