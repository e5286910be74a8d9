/**
 * RFC 8291's worked example (section 5, intermediate values in Appendix A) as known answers:
 * once for the decryption the tests' devices use (supabase/local/push-service.ts), and once for
 * the library's encryption, given the example's salt and sender key in place of fresh random ones.
 */
import assert from "node:assert/strict";
import { encryptNotification } from "@block65/webcrypto-web-push";
import { decrypt, fromBase64Url, toBase64Url } from "../../local/push-service.ts";

const example = {
  plaintext: "When I grow up, I want to be a watermelon",
  uaPublic:
    "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  uaPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  authSecret: "BTBZMqHH6r4Tts7J_aSIgg",
  asPublic:
    "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  asPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  body:
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml" +
    "mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT" +
    "pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

/** A P-256 ECDH private key from the example's base64url point and scalar. */
function importPrivate(point: string, scalar: string, extractable: boolean) {
  const xy = fromBase64Url(point);
  return crypto.subtle.importKey(
    "jwk",
    {
      kty: "EC",
      crv: "P-256",
      x: toBase64Url(xy.subarray(1, 33)),
      y: toBase64Url(xy.subarray(33, 65)),
      d: scalar,
    },
    { name: "ECDH", namedCurve: "P-256" },
    extractable,
    ["deriveBits"],
  );
}

Deno.test("the tests' devices decrypt RFC 8291's example message", async () => {
  const plaintext = await decrypt(fromBase64Url(example.body), {
    privateKey: await importPrivate(example.uaPublic, example.uaPrivate, false),
    publicKey: fromBase64Url(example.uaPublic),
    authSecret: fromBase64Url(example.authSecret),
  });
  assert.equal(plaintext, example.plaintext);
});

Deno.test("the library encrypts RFC 8291's example to the byte", async () => {
  const sender = {
    privateKey: await importPrivate(example.asPublic, example.asPrivate, false),
    publicKey: await crypto.subtle.importKey(
      "raw",
      fromBase64Url(example.asPublic),
      { name: "ECDH", namedCurve: "P-256" },
      true,
      [],
    ),
  };
  // The two random inputs of the encryption, the salt and the sender's key pair, are the
  // example's while the library runs; nothing else may ask for randomness meanwhile.
  const { getRandomValues } = crypto;
  const { generateKey } = crypto.subtle;
  crypto.getRandomValues = (<T extends ArrayBufferView | null>(array: T): T => {
    assert.equal(array?.byteLength, 16, "only the salt is random");
    new Uint8Array(array!.buffer).set(fromBase64Url(example.salt));
    return array;
  }) as typeof crypto.getRandomValues;
  crypto.subtle.generateKey = (() => Promise.resolve(sender)) as unknown as typeof generateKey;
  let body;
  try {
    body = await encryptNotification(
      {
        endpoint: "https://push.example.net/send/example",
        expirationTime: null,
        keys: { p256dh: example.uaPublic, auth: example.authSecret },
      },
      new TextEncoder().encode(example.plaintext),
      // The example's record is the plaintext, its delimiter and no padding.
      { pad: false },
    );
  } finally {
    crypto.getRandomValues = getRandomValues;
    crypto.subtle.generateKey = generateKey;
  }
  assert.equal(toBase64Url(body), example.body);
});
