import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { loadEnv } from "vite";
import { describe, expect, it } from "vitest";
import { jwtRole, parseEnv } from "@/config/parse-env";
import { signAnonKey } from "../../supabase/local/keys.js";

// Runs after the builds (npm run test:dist): everything in a build folder is public, so no
// string in it may look like a Supabase key unless it is the public anon key that build was
// configured with. A service-role JWT or an sb_secret_ key there would be a full breach.
const builds = [
  { dir: "dist", anonKey: parseEnv(loadEnv("production", process.cwd(), "VITE_")).supabase?.anonKey },
  { dir: "dist-e2e", anonKey: await signAnonKey() },
];

const jwtShaped = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g;
const newStyleKey = /sb_(?:secret|publishable)_[\w-]{16,}/g;

/** What in text looks like a Supabase key and is not the configured anon key. */
function findKeys(text: string, anonKey: string | undefined): string[] {
  const found: string[] = [];
  for (const [token] of text.matchAll(jwtShaped)) {
    const role = jwtRole(token);
    if (role !== "anon") found.push(`a JWT with role ${role ?? "(unreadable)"}`);
    else if (token !== anonKey) found.push("an anon JWT other than the configured key");
  }
  for (const [key] of text.matchAll(newStyleKey)) {
    if (key.startsWith("sb_secret_")) found.push("an sb_secret_ key");
    else if (key !== anonKey) found.push("a publishable key other than the configured key");
  }
  return found;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const jwt = (role: string) => `${encode({ alg: "HS256" })}.${encode({ role })}.c2lnbmF0dXJl`;

describe("findKeys", () => {
  const anon = jwt("anon");

  it("accepts the configured anon key and ordinary code", () => {
    expect(findKeys(`const k="${anon}";if(key.startsWith("sb_secret_"))warn()`, anon)).toEqual([]);
  });

  it("flags a service-role JWT, another project's anon JWT and new-style secret keys", () => {
    const otherAnon = `${encode({ alg: "HS256" })}.${encode({ role: "anon", ref: "x" })}.c2ln`;
    const text = [
      jwt("service_role"),
      otherAnon,
      "sb_secret_0123456789abcdefghij",
      "sb_publishable_0123456789abcdefghij",
    ].join(" ");
    expect(findKeys(text, anon)).toEqual([
      "a JWT with role service_role",
      "an anon JWT other than the configured key",
      "an sb_secret_ key",
      "a publishable key other than the configured key",
    ]);
  });
});

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe.each(builds)("$dir/", ({ dir, anonKey }) => {
  it("holds no Supabase key but the configured anon key", async () => {
    const files = await filesBelow(dir);
    expect(files.some((file) => file.endsWith(".js"))).toBe(true);

    const findings: string[] = [];
    for (const file of files) {
      const text = await readFile(file, "utf8");
      findings.push(...findKeys(text, anonKey).map((finding) => `${file}: ${finding}`));
    }
    expect(findings).toEqual([]);
  });
});
