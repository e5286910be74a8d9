import { describe, expect, it } from "vitest";
import { envDefaults, jwtRole, parseEnv, parsePushEnv } from "@/config/parse-env";

// A JWT-shaped string with the given payload; the signature is irrelevant to parseEnv.
const jwt = (payload: object) =>
  ["e30", btoa(JSON.stringify(payload)).replace(/=+$/, ""), "sig"].join(".");

describe("parseEnv", () => {
  it("falls back to the documented defaults, with auth off", () => {
    const env = parseEnv({});
    expect(env.phone).toEqual({
      e164: "+18015550142",
      display: envDefaults.VITE_BUSINESS_PHONE,
      href: "tel:+18015550142",
      sms: "sms:+18015550142",
    });
    expect(env.email).toBe(envDefaults.VITE_BUSINESS_EMAIL);
    expect(env.siteUrl).toBe("https://www.example.com");
    expect(env.supabase).toBeNull();
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ VITE_BUSINESS_PHONE: "  ", VITE_SUPABASE_URL: "" }).supabase).toBeNull();
  });

  it("turns the phone into E.164 tel: and sms: links, shown the usual US way", () => {
    expect(parseEnv({ VITE_BUSINESS_PHONE: "801.555.0199" }).phone).toMatchObject({
      display: "(801) 555-0199",
      href: "tel:+18015550199",
      sms: "sms:+18015550199",
    });
    expect(parseEnv({ VITE_BUSINESS_PHONE: "+1 (385) 555-0100" }).phone.href).toBe(
      "tel:+13855550100",
    );
  });

  it.each([
    ["VITE_BUSINESS_PHONE", "call us"],
    ["VITE_BUSINESS_PHONE", "555-0142"],
    // What the form and the database refuse, the configuration refuses too.
    ["VITE_BUSINESS_PHONE", "call 801 555 0142"],
    ["VITE_BUSINESS_PHONE", "(101) 555-0142"],
    ["VITE_BUSINESS_PHONE", "(055) 555-0142"],
    ["VITE_BUSINESS_EMAIL", "not-an-email"],
    // Every mailto: of the business is made of it: one plain address, nothing a URL adds to.
    ["VITE_BUSINESS_EMAIL", "hello@example.com?subject=Hi&body=x"],
    ["VITE_BUSINESS_EMAIL", "hello@example.com,boss@example.com"],
    ["VITE_BUSINESS_EMAIL", "Hello <hello@example.com>"],
    ["VITE_BILLING_PORTAL_URL", "javascript:alert(1)"],
    ["VITE_REVIEW_URL", "www.example.com/review"],
    ["VITE_INSTAGRAM_URL", "ftp://instagram.com/x"],
    ["VITE_SITE_URL", "example.com"],
  ])("rejects a malformed %s naming the variable", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`^Invalid ${name}`));
  });

  it("needs both Supabase variables or neither", () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: "https://abc.supabase.co" })).toThrow(
      /VITE_SUPABASE_ANON_KEY/,
    );
    expect(() => parseEnv({ VITE_SUPABASE_ANON_KEY: jwt({ role: "anon" }) })).toThrow(
      /VITE_SUPABASE_URL/,
    );
  });

  it("accepts the public anon key and refuses a secret one", () => {
    const anon = jwt({ role: "anon" });
    expect(
      parseEnv({ VITE_SUPABASE_URL: "https://abc.supabase.co/", VITE_SUPABASE_ANON_KEY: anon })
        .supabase,
    ).toEqual({ url: "https://abc.supabase.co", anonKey: anon });
    for (const secret of [jwt({ role: "service_role" }), "sb_secret_abc123"]) {
      expect(() =>
        parseEnv({ VITE_SUPABASE_URL: "https://abc.supabase.co", VITE_SUPABASE_ANON_KEY: secret }),
      ).toThrow(/^Invalid VITE_SUPABASE_ANON_KEY/);
    }
  });
});

describe("jwtRole", () => {
  it("reads the role of a JWT and nothing else", () => {
    expect(jwtRole(jwt({ role: "service_role" }))).toBe("service_role");
    expect(jwtRole("not.a.jwt")).toBeUndefined();
    expect(jwtRole("plain")).toBeUndefined();
  });
});

describe("parsePushEnv", () => {
  // A key pair as `node scripts/vapid-keys.js` prints it (made for these tests, used nowhere).
  const publicKey =
    "BBMMWOo1T-1_WbqPo7ieFVtwDU6sDwN4CVwHiIQMnaieEP5vApbOo82XaFZDweY6_Fm2EAo5Np7Ygib60HoPYzs";

  it("is unset without VITE_VAPID_PUBLIC_KEY, or with an empty one", () => {
    expect(parsePushEnv({})).toEqual({ vapidPublicKey: null });
    expect(parsePushEnv({ VITE_VAPID_PUBLIC_KEY: " " })).toEqual({ vapidPublicKey: null });
  });

  it("takes the public key, without padding", () => {
    expect(parsePushEnv({ VITE_VAPID_PUBLIC_KEY: publicKey }).vapidPublicKey).toBe(publicKey);
    expect(parsePushEnv({ VITE_VAPID_PUBLIC_KEY: ` ${publicKey}=` }).vapidPublicKey).toBe(
      publicKey,
    );
  });

  it.each([
    ["a private key (32 bytes)", "JL8hBDHK3mpKq8XFNXDfgvYSLxN2ZBLNJUrx9BNRtfo"],
    ["one character mistyped (a point off the curve)", publicKey.replace("Po7ie", "Po7if")],
    ["a compressed point", `A${publicKey.slice(1, 44)}`],
    ["base64 with + and /", publicKey.replace(/-/g, "+").replace(/_/g, "/")],
    ["a sentence", "paste the key here"],
  ])("refuses %s naming the variable", (_, value) => {
    expect(() => parsePushEnv({ VITE_VAPID_PUBLIC_KEY: value })).toThrow(
      /^Invalid VITE_VAPID_PUBLIC_KEY: .*65-byte P-256 point/,
    );
  });

  it("keeps the key out of Env, which every public page carries", () => {
    expect(JSON.stringify(parseEnv({ VITE_VAPID_PUBLIC_KEY: publicKey }))).not.toContain(publicKey);
  });
});
