import { afterEach, describe, expect, it, vi } from "vitest";
import { clearDraft, loadDraft, saveDraft } from "@/features/request/lib/draft";
import { emptyValues } from "@/features/request/lib/values";

afterEach(() => sessionStorage.clear());

describe("the request draft", () => {
  it("comes back as it was saved, and is gone once cleared", () => {
    const values = { ...emptyValues("trash-collection"), name: "Pat", manager: true };
    saveDraft(values);
    expect(loadDraft()).toEqual(values);
    clearDraft();
    expect(loadDraft()).toBeNull();
  });

  it("ignores what is not a draft: other JSON, unknown fields, wrong types, unknown services", () => {
    sessionStorage.setItem("pg-request-draft", "{not json");
    expect(loadDraft()).toBeNull();
    sessionStorage.setItem(
      "pg-request-draft",
      JSON.stringify({ name: "Pat", rooms: 3, admin: true, service: "moving" }),
    );
    expect(loadDraft()).toEqual({ name: "Pat" });
  });

  it("never throws when storage does", () => {
    const denied = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(denied);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(denied);
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(denied);
    expect(loadDraft()).toBeNull();
    expect(() => saveDraft(emptyValues())).not.toThrow();
    expect(() => clearDraft()).not.toThrow();
  });
});
