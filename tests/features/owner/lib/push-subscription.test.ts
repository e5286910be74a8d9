import { expect, it } from "vitest";
import { deviceKeys, madeWithKey } from "@/features/owner/lib/push-subscription";

const json = {
  endpoint: "https://fcm.googleapis.com/fcm/send/abc",
  expirationTime: null,
  keys: { p256dh: "BPk", auth: "x7Q" },
};

it("takes the endpoint and both keys of PushSubscription.toJSON()", () => {
  expect(deviceKeys(json)).toEqual({
    endpoint: "https://fcm.googleapis.com/fcm/send/abc",
    p256dh: "BPk",
    auth: "x7Q",
  });
});

it("gives nothing for a subscription without keys or endpoint", () => {
  expect(deviceKeys({ endpoint: json.endpoint })).toBeNull();
  expect(deviceKeys({ ...json, keys: { p256dh: "BPk" } })).toBeNull();
  expect(deviceKeys({ keys: json.keys })).toBeNull();
});

it("tells whether a subscription was made with the current key", () => {
  const key = new Uint8Array([4, 1, 2, 3]);
  expect(madeWithKey(new Uint8Array([4, 1, 2, 3]).buffer, key)).toBe(true);
  expect(madeWithKey(new Uint8Array([4, 1, 2, 9]).buffer, key)).toBe(false);
  expect(madeWithKey(new Uint8Array([4, 1, 2]).buffer, key)).toBe(false);
  expect(madeWithKey(null, key)).toBe(false);
});
