import { randomUUID } from "node:crypto";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { email, password, useSupabaseServer } from "../../../support/auth-harness";

// The owner's thumbnails, through the app's real supabase-js client and the local Supabase's
// Storage (supabase/local/storage.ts), whose policies on storage.objects decide who may sign.

const slow = { timeout: 5000 };

describe("RequestPhotos", { timeout: 20_000 }, () => {
  const context = useSupabaseServer();

  /** Puts photos in the bucket as the service role would, for a request of the given id. */
  async function storePhotos(requestId: string, ...numbers: number[]) {
    for (const n of numbers) {
      await context.server.storage.put(
        `${requestId}/${n}.jpg`,
        new TextEncoder().encode(`photo ${n}`),
        "image/jpeg",
      );
    }
  }

  async function renderPhotos(requestId: string, photoCount: number, asStaff = true) {
    const { getSupabase } = await import("@/auth/supabase");
    const client = (await getSupabase())!;
    const { data } = await client.auth.signInWithPassword({ email, password });
    if (asStaff && data.user) await context.server.addStaff(email);
    const { RequestPhotos } = await import("@/features/owner/components/RequestPhotos");
    render(<RequestPhotos client={client} requestId={requestId} photoCount={photoCount} />);
  }

  it("shows each photo through a signed URL that opens full size in a new tab", async () => {
    const id = randomUUID();
    await storePhotos(id, 1, 2);
    await renderPhotos(id, 3);

    expect(screen.getByRole("heading", { name: "Photos" })).toBeVisible();
    const first = await screen.findByRole(
      "link",
      { name: "Photo 1 of 2, full size (opens in a new tab)" },
      slow,
    );
    expect(first).toHaveAttribute("target", "_blank");
    expect(first).toHaveAttribute("rel", "noopener noreferrer");
    const href = first.getAttribute("href") ?? "";
    expect(href).toMatch(`/storage/v1/object/sign/request-photos/${id}/1.jpg?token=`);
    const served = await fetch(href);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(await served.text()).toBe("photo 1");
    expect(screen.getAllByRole("link")).toHaveLength(2);
    expect(screen.getByText("1 photo did not arrive.")).toBeVisible();
    // One batch, signed for 10 minutes, with the signed-in owner's token rather than the anon key.
    const signs = (await context.server.requests()).filter(
      (r) => r.method === "POST" && r.path.includes("/object/sign/"),
    );
    expect(signs.map((r) => r.path)).toEqual(["/storage/v1/object/sign/request-photos"]);
    expect(signs[0]?.headers.authorization).not.toBe(`Bearer ${context.server.anonKey}`);
  });

  it("signs nothing for an account that is not staff", async () => {
    const id = randomUUID();
    await storePhotos(id, 1);
    await renderPhotos(id, 1, false);
    expect(await screen.findByText("1 photo did not arrive.", {}, slow)).toBeVisible();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("renders nothing for a request without photos", async () => {
    const { getSupabase } = await import("@/auth/supabase");
    const { RequestPhotos } = await import("@/features/owner/components/RequestPhotos");
    const { container } = render(
      <RequestPhotos client={(await getSupabase())!} requestId={randomUUID()} photoCount={0} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
