// @ts-check
// Prints a new VAPID key pair (RFC 8292) for the push notifications of new requests, as
// `web-push generate-vapid-keys` prints its values: the public key as the base64url of the
// 65-byte uncompressed P-256 point (the browser's applicationServerKey), the private key as the
// base64url of the 32-byte private scalar. docs/deploy/push-and-webhook.md says where each goes.
// Made with Web Crypto, so nothing beyond Node is needed: `node scripts/vapid-keys.js`.
// `npm run dev` makes the local backend's pair with it (scripts/dev.js).

import { webcrypto } from "node:crypto";
import { pathToFileURL } from "node:url";

/** A new key pair: { publicKey, privateKey }, both base64url without padding. */
export async function vapidKeys() {
  const { subtle } = webcrypto;
  const pair = await subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ]);
  const point = Buffer.from(await subtle.exportKey("raw", pair.publicKey));
  const { d } = await subtle.exportKey("jwk", pair.privateKey);
  if (!d) throw new Error("Web Crypto exported no private scalar");
  return { publicKey: point.toString("base64url"), privateKey: d };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { publicKey, privateKey } = await vapidKeys();
  console.log(
    [
      "# The function's secrets (supabase secrets set …); keep the private key to yourself.",
      `VAPID_PUBLIC_KEY=${publicKey}`,
      `VAPID_PRIVATE_KEY=${privateKey}`,
      "# The site's build (.env.local or the host's settings): the same public key.",
      `VITE_VAPID_PUBLIC_KEY=${publicKey}`,
    ].join("\n"),
  );
}
