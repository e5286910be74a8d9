import { expect, it } from "vitest";
import { searchFilter } from "@/features/owner/lib/search";

it("searches name, phone digits and city, quoting the term for PostgREST", () => {
  expect(searchFilter("  ")).toBeNull();
  expect(searchFilter("Orem")).toBe('name.ilike."*Orem*",city.ilike."*Orem*"');
  expect(searchFilter("801 555")).toBe(
    'name.ilike."*801 555*",phone.ilike."*801555*",city.ilike."*801 555*"',
  );
});

it("keeps PostgREST's reserved characters inside quotes and escapes quotes and backslashes", () => {
  expect(searchFilter('a,b.(c):"d"\\')).toBe(
    'name.ilike."*a,b.(c):\\"d\\"\\\\*",city.ilike."*a,b.(c):\\"d\\"\\\\*"',
  );
  // LIKE's wildcards are dropped rather than matching everything.
  expect(searchFilter("%_*")).toBeNull();
});
