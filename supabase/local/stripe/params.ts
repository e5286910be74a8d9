/**
 * Stripe's v1 request parameters: form-encoded (`application/x-www-form-urlencoded`, in the body
 * of a POST and the query of a GET) with nested objects and arrays in bracket notation, as
 * stripe-node writes them (`line_items[0][price]=price_1&metadata[key]=value`; src/utils.ts,
 * stringifyRequestData) and as Stripe reads them (`expand[]=a` appends too). Every value arrives
 * as a string; each endpoint declares the type of each parameter and Stripe's checks answer
 * a wrong one (https://docs.stripe.com/api/errors, https://docs.stripe.com/error-codes).
 */

/** A parsed parameter: a string, or an object of them (arrays are objects keyed 0, 1, …). */
type Raw = string | { [key: string]: Raw };
export type RawObject = { [key: string]: Raw };

/** An error Stripe answers with: `{ error: { type, code, message, param } }` and its status. */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: "invalid_request_error" | "api_error" | "idempotency_error" | "card_error",
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  body() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code && {
          code: this.code,
          doc_url: `https://stripe.com/docs/error-codes/${this.code.replace(/_/g, "-")}`,
        }),
        ...(this.param && { param: this.param }),
      },
    };
  }
}

export const invalid = (message: string, param?: string, code?: string) =>
  new StripeError(400, "invalid_request_error", message, code, param);

/** `a[b][0]=x` → { a: { b: { 0: "x" } } }; `a[]=x&a[]=y` → { a: { 0: "x", 1: "y" } }. */
export function parseForm(text: string): RawObject {
  const root: RawObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw invalid(`Received unknown parameter: ${key}`, key, "parameter_unknown");
    const path = [
      match[1] as string,
      ...[...(match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] as string),
    ];
    let node: RawObject = root;
    for (const [i, segment] of path.entries()) {
      const last = i === path.length - 1;
      const name = segment === "" ? String(Object.keys(node).length) : segment;
      if (last) {
        node[name] = value;
      } else {
        const next = node[name];
        if (typeof next === "string") {
          throw invalid(`Invalid ${typeof next} for ${path.slice(0, i + 1).join("][")}`, key);
        }
        node = (node[name] ??= {}) as RawObject;
      }
    }
  }
  return root;
}

/** A parameter's type, as the endpoint's documentation gives it. */
type Type =
  | "string"
  | "integer"
  | "boolean"
  | "url"
  | "metadata"
  | readonly string[] // an enum
  | { readonly [key: string]: Type } // a hash
  | { readonly array: Type };

export type Spec = { readonly [key: string]: Type };

const label = (path: string[]) =>
  path.length === 1 ? (path[0] as string) : `${path[0]}[${path.slice(1).join("][")}]`;

const isArraySpec = (type: Type): type is { readonly array: Type } =>
  typeof type === "object" && !Array.isArray(type) && "array" in type;

/**
 * The parameters converted to their types (integers as numbers, booleans as booleans, an empty
 * string as null: Stripe reads it as "unset"), or Stripe's error for the first that is unknown
 * or malformed. `expand` is refused: the stand-in answers objects unexpanded, and code that
 * expected them expanded would pass here and fail on Stripe.
 */
export function check(params: RawObject, spec: Spec, path: string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(params)) {
    const here = [...path, key];
    if (path.length === 0 && key === "expand") {
      throw invalid(
        "The local Stripe does not expand objects: retrieve the related object instead.",
        "expand",
      );
    }
    const type = spec[key];
    if (type === undefined) {
      throw invalid(`Received unknown parameter: ${label(here)}`, label(here), "parameter_unknown");
    }
    out[key] = convert(raw, type, here);
  }
  return out;
}

function convert(raw: Raw, type: Type, path: string[]): unknown {
  const name = label(path);
  if (typeof raw === "string" && raw === "" && type !== "string") return null;
  if (type === "metadata") {
    if (typeof raw === "string") throw invalid(`Invalid object`, name);
    const entries = Object.entries(raw);
    // https://docs.stripe.com/metadata#data: 50 keys, keys up to 40 characters, values up to 500.
    if (entries.length > 50) throw invalid("Metadata can have up to 50 keys.", name);
    for (const [key, value] of entries) {
      if (typeof value !== "string") throw invalid(`Invalid string: ${key}`, `${name}[${key}]`);
      if (key.length > 40)
        throw invalid("Metadata keys can be up to 40 characters long.", `${name}[${key}]`);
      if (value.length > 500)
        throw invalid("Metadata values can be up to 500 characters long.", `${name}[${key}]`);
    }
    return Object.fromEntries(entries);
  }
  if (isArraySpec(type)) {
    if (typeof raw === "string") throw invalid(`Invalid array`, name);
    const keys = Object.keys(raw);
    if (!keys.every((key, i) => key === String(i))) throw invalid(`Invalid array`, name);
    return keys.map((key) => convert(raw[key] as Raw, type.array, [...path, key]));
  }
  if (typeof type === "object" && !Array.isArray(type)) {
    if (typeof raw === "string") throw invalid(`Invalid object`, name);
    return check(raw, type as Spec, path);
  }
  if (typeof raw !== "string") throw invalid(`Invalid ${String(type)}`, name);
  if (type === "string") return raw;
  if (type === "integer") {
    if (!/^-?\d+$/.test(raw))
      throw invalid(`Invalid integer: ${raw}`, name, "parameter_invalid_integer");
    return Number(raw);
  }
  if (type === "boolean") {
    if (raw !== "true" && raw !== "false") throw invalid(`Invalid boolean: ${raw}`, name);
    return raw === "true";
  }
  if (type === "url") {
    if (!URL.canParse(raw)) throw invalid("Not a valid URL", name, "url_invalid");
    return raw;
  }
  if (!(type as readonly string[]).includes(raw)) {
    throw invalid(
      `Invalid ${name}: must be one of ${(type as readonly string[]).join(", ")}`,
      name,
    );
  }
  return raw;
}

/** Stripe's answer to a required parameter left out. */
export function required<T>(value: T | null | undefined, param: string): T {
  if (value === undefined || value === null || value === "") {
    throw invalid(`Missing required param: ${param}.`, param, "parameter_missing");
  }
  return value;
}

/** Stripe's 404 for an id it does not know: "No such customer: 'cus_x'". */
export const noSuch = (kind: string, id: string, param = "id") =>
  new StripeError(
    404,
    "invalid_request_error",
    `No such ${kind}: '${id}'`,
    "resource_missing",
    param,
  );
