// @vitest-environment node
import { execFileSync } from "node:child_process";
import { webcrypto } from "node:crypto";
import { expect, it } from "vitest";

/** The script's output as the owner sees it, as name → value. */
function printed(): Record<string, string> {
  const out = execFileSync(process.execPath, ["scripts/vapid-keys.js"], { encoding: "utf8" });
  return Object.fromEntries(
    out
      .split("\n")
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
}

it("prints a P-256 key pair in web-push's format, the public key for the site too", async () => {
  const keys = printed();
  expect(Object.keys(keys)).toEqual([
    "VAPID_PUBLIC_KEY",
    "VAPID_PRIVATE_KEY",
    "VITE_VAPID_PUBLIC_KEY",
  ]);
  const { VAPID_PUBLIC_KEY: publicKey = "", VAPID_PRIVATE_KEY: privateKey = "" } = keys;
  expect(keys.VITE_VAPID_PUBLIC_KEY).toBe(publicKey);
  for (const key of [publicKey, privateKey]) expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
  const point = Buffer.from(publicKey, "base64url");
  expect(point).toHaveLength(65);
  expect(point[0]).toBe(4);
  expect(Buffer.from(privateKey, "base64url")).toHaveLength(32);

  // The halves belong together: what the private key signs, the public key verifies.
  const ecdsa = { name: "ECDSA", namedCurve: "P-256" };
  const signing = await webcrypto.subtle.importKey(
    "jwk",
    {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
      d: privateKey,
    },
    ecdsa,
    false,
    ["sign"],
  );
  const verifying = await webcrypto.subtle.importKey("raw", point, ecdsa, false, ["verify"]);
  const data = new TextEncoder().encode("new request");
  const signature = await webcrypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, signing, data);
  expect(
    await webcrypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, verifying, signature, data),
  ).toBe(true);
});

it("makes a new pair each time", () => {
  expect(printed().VAPID_PRIVATE_KEY).not.toBe(printed().VAPID_PRIVATE_KEY);
});
