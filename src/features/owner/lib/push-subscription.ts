/** What save_push_subscription stores of a browser's subscription. */
export type DeviceKeys = { endpoint: string; p256dh: string; auth: string };

/** The endpoint and keys of PushSubscription.toJSON(), or null if the browser gave none. */
export function deviceKeys(json: PushSubscriptionJSON): DeviceKeys | null {
  const { endpoint, keys } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) return null;
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}

/**
 * Whether a subscription was made with this application server key. One made with an earlier
 * key pair can no longer receive anything the server sends, so it is replaced.
 */
export function madeWithKey(subscriptionKey: ArrayBuffer | null, key: Uint8Array): boolean {
  if (!subscriptionKey || subscriptionKey.byteLength !== key.length) return false;
  const bytes = new Uint8Array(subscriptionKey);
  return bytes.every((byte, i) => byte === key[i]);
}
