import { expect, it } from "vitest";
import { base64UrlBytes } from "@/lib/base64url";

it("decodes base64url, padded or not, into its bytes", () => {
  // 0xfb 0xff 0xbf is "+/+/" in base64 and "-_-_" in base64url: both alphabets' odd characters.
  expect(base64UrlBytes("-_-_")).toEqual(new Uint8Array([0xfb, 0xff, 0xbf]));
  expect(base64UrlBytes("YWI")).toEqual(new Uint8Array([0x61, 0x62]));
  expect(base64UrlBytes("YWI=")).toEqual(new Uint8Array([0x61, 0x62]));
  expect(base64UrlBytes("")).toEqual(new Uint8Array());
});

it("is null for what is not base64url", () => {
  expect(base64UrlBytes("+/+/")).toBeNull();
  expect(base64UrlBytes("a b")).toBeNull();
  expect(base64UrlBytes("YWI==x")).toBeNull();
  // A length no encoding produces (one character left over).
  expect(base64UrlBytes("YWJjZ")).toBeNull();
});
