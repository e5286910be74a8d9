import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { Client, InboxRequest } from "@/features/owner/api/requests";
import { useThumbnails } from "@/features/owner/hooks/use-thumbnails";
import { clientFor, sentRequest, staffEmail, staffPassword } from "../../../support/inbox-fixtures";
import { startSupabaseServer, type SupabaseTestServer } from "../../../support/supabase-server";

// The inbox's rows show the small copy of a request's first photo, signed by the local Storage;
// a request without one gets no URL (its row shows the placeholder), never the photo itself.

let server: SupabaseTestServer;
let client: Client;
beforeEach(async () => {
  server = await startSupabaseServer();
  await server.addUser(staffEmail, staffPassword, { staff: true });
  client = (await clientFor(server, staffEmail)) as Client;
}, 60_000);
afterEach(async () => {
  await server.close();
});

const jpeg = (text: string) => new TextEncoder().encode(text);

it("signs each row's small copy, and nothing for a row that has none", async () => {
  const withThumb = (await server.addRequest(sentRequest({ photo_count: 2 }))) as InboxRequest;
  const photoOnly = (await server.addRequest(sentRequest({ photo_count: 1 }))) as InboxRequest;
  const noPhotos = (await server.addRequest(sentRequest())) as InboxRequest;
  await server.storage.put(`${withThumb.id}/1.jpg`, jpeg("photo"), "image/jpeg");
  await server.storage.put(`${withThumb.id}/1.thumb.jpg`, jpeg("small"), "image/jpeg");
  await server.storage.put(`${photoOnly.id}/1.jpg`, jpeg("photo"), "image/jpeg");

  const requests = [withThumb, photoOnly, noPhotos];
  const { result } = renderHook(() => useThumbnails(client, requests));
  await waitFor(() => expect(Object.keys(result.current)).toHaveLength(1));
  const url = result.current[withThumb.id] ?? "";
  expect(url).toMatch(`/storage/v1/object/sign/request-photos/${withThumb.id}/1.thumb.jpg?token=`);
  expect(await (await fetch(url)).text()).toBe("small");
  // One call to Storage for the rows with photos; the row without a small copy gets none.
  const signs = (await server.requests()).filter(
    (r) => r.method === "POST" && r.path.includes("/object/sign/"),
  );
  expect(signs).toHaveLength(1);
  expect(result.current[photoOnly.id]).toBeUndefined();
});
