import { siteConfig } from "@/config/site";
import { emptyValues, type RequestValues } from "./values";

/**
 * The form's draft in sessionStorage, so that a reload or a trip to another page keeps what was
 * typed; it is cleared once the request is sent. Storage can throw (Safari's private mode of
 * old, blocked cookies, a full quota) or hold something else: the form then simply starts
 * empty or stops saving, it never breaks.
 */
const key = "pg-request-draft";

export function loadDraft(): Partial<RequestValues> | null {
  try {
    const text = sessionStorage.getItem(key);
    if (!text) return null;
    const stored: unknown = JSON.parse(text);
    if (typeof stored !== "object" || stored === null) return null;
    // Keep only known fields holding a value of the expected type.
    const template = emptyValues();
    const draft: Partial<Record<keyof RequestValues, unknown>> = {};
    for (const [name, value] of Object.entries(stored)) {
      if (name in template && typeof value === typeof template[name as keyof RequestValues]) {
        draft[name as keyof RequestValues] = value;
      }
    }
    const service = draft.service;
    if (service !== undefined && !siteConfig.categories.some((c) => c.id === service)) {
      delete draft.service;
    }
    return draft as Partial<RequestValues>;
  } catch {
    return null;
  }
}

export function saveDraft(values: RequestValues): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Not saved: the form keeps working, only a reload would lose the values.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was stored if storage is unavailable.
  }
}
