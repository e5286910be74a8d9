// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";

// `npm test` runs its static checks through scripts/checks.js: here on a package of three
// scripts, one failing and one slow, so that the order of their output shows they ran at once.
const script = resolve("scripts/checks.js");
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "checks-"));
  const node = (code: string) => `node -e "${code}"`;
  await writeFile(
    join(folder, "package.json"),
    JSON.stringify({
      name: "checks-test",
      private: true,
      scripts: {
        slow: node("setTimeout(() => console.log('slow done'), 300)"),
        fast: node("console.log('fast line 1'); console.error('fast line 2')"),
        broken: node("console.log('broken says why'); process.exit(3)"),
      },
    }),
  );
});

afterAll(() => rm(folder, { recursive: true, force: true }));

const checks = (...names: string[]) =>
  spawnSync(process.execPath, [script, ...names], { cwd: folder, encoding: "utf8" });

it("runs two at once and prints each one's output whole as it ends", () => {
  const run = checks("slow", "fast");
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(
    /> fast: passed in [\d.]+ s\nfast line 1\nfast line 2\n\n> slow: passed in [\d.]+ s\nslow done\n/,
  );
});

it("fails when one fails, after the others have run, and shows what it printed", () => {
  const run = checks("broken", "fast");
  expect(run.status).toBe(1);
  expect(run.stdout).toMatch(/> broken: FAILED in [\d.]+ s\nbroken says why\n/);
  expect(run.stdout).toContain("> fast: passed");
});
