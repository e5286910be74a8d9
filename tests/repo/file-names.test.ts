import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** The import path a bundler resolves a source file by: its path without the extension. */
const importPath = (file: string) => file.replace(/\.(tsx?|jsx?|mjs|cjs)$/, "");

/** Pairs of paths that are equal ignoring case, which a Mac or Windows disk cannot tell apart. */
export function caseClashes(files: string[]): string[][] {
  const byFolded = new Map<string, string[]>();
  for (const file of files) {
    const key = importPath(file).toLowerCase();
    byFolded.set(key, [...(byFolded.get(key) ?? []), file]);
  }
  return [...byFolded.values()].filter((same) => same.length > 1);
}

describe("source file names", () => {
  it("finds two files whose import paths differ only in case", () => {
    expect(caseClashes(["src/a/requestFacts.ts", "src/a/RequestFacts.tsx", "src/b.ts"])).toEqual([
      ["src/a/requestFacts.ts", "src/a/RequestFacts.tsx"],
    ]);
  });

  it("has no two tracked files whose import paths differ only in case", () => {
    const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n");
    expect(caseClashes(tracked.filter(Boolean))).toEqual([]);
  });
});
