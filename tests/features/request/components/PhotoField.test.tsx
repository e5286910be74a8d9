import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RequestForm } from "@/features/request/components/RequestForm";
import { afterMinimumFillTime, fillTrashRequest } from "./fill";

// jsdom decodes no image: the re-encoding is stood in for (it is proven in the browser, in
// e2e/photos.spec.ts); a ".jpg" decodes, anything else does not.
vi.mock("@/lib/photos", async (original) => ({
  ...(await original<typeof import("@/lib/photos")>()),
  preparePhoto: async (file: File) =>
    file.name.endsWith(".jpg")
      ? { ok: true, name: file.name, blob: new Blob(["jpeg"], { type: "image/jpeg" }), thumb: null }
      : { ok: false, name: file.name, problem: "unreadable" },
}));

let urls = 0;
const revoked: string[] = [];
// jsdom has no object URLs.
beforeEach(() => {
  Object.assign(URL, {
    createObjectURL: () => `blob:preview-${(urls += 1)}`,
    revokeObjectURL: (url: string) => revoked.push(url),
  });
});
afterEach(() => {
  sessionStorage.clear();
  revoked.length = 0;
});

const photo = (name: string) => new File(["x"], name, { type: "image/jpeg" });
const chooser = () => screen.getByLabelText("Choose photos");

describe("the photo field", { timeout: 20_000 }, () => {
  it("previews each photo with a Remove button, names a file it cannot read", async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<RequestForm />);
    const field = screen.getByRole("group", { name: "Add photos (optional, up to 5)" });
    expect(field).toHaveAccessibleDescription(/photos of the garage let us give you a price/);
    expect(chooser()).toHaveAttribute("accept", "image/*");
    expect(chooser()).toHaveAttribute("multiple");

    await user.upload(chooser(), [photo("a.jpg"), photo("b.jpg"), photo("c.heic")]);
    expect(await screen.findByText(/We could not read c\.heic/)).toBeVisible();
    expect(screen.getByRole("img", { name: "Your photo a.jpg" })).toHaveAttribute(
      "src",
      expect.stringMatching(/^blob:/),
    );
    const b = screen.getByRole("img", { name: "Your photo b.jpg" });

    await user.click(screen.getByRole("button", { name: "Remove b.jpg" }));
    expect(b).not.toBeInTheDocument();
    expect(revoked).toEqual([b.getAttribute("src")]); // its object URL is freed at once
    expect(chooser()).toHaveFocus();
    expect(screen.getAllByRole("img")).toHaveLength(1);
  });

  it("takes at most 5 and says so", async () => {
    const user = userEvent.setup();
    render(<RequestForm />);
    await user.upload(
      chooser(),
      ["1", "2", "3", "4", "5", "6"].map((n) => photo(`${n}.jpg`)),
    );
    expect(
      await screen.findByText("You can add up to 5 photos; the others were left out."),
    ).toBeVisible();
    expect(screen.getAllByRole("img")).toHaveLength(5);
  });

  it("asks for the photos again after a reload, and hands off with a note", async () => {
    const user = userEvent.setup();
    const first = render(<RequestForm />);
    await user.upload(chooser(), [photo("a.jpg"), photo("b.jpg")]);
    await screen.findByRole("img", { name: "Your photo b.jpg" });
    first.unmount();
    render(<RequestForm />);
    expect(screen.getByText(/You had chosen 2 photos\. Please choose them again/)).toBeVisible();

    await user.upload(chooser(), [photo("a.jpg")]);
    await fillTrashRequest(user);
    afterMinimumFillTime();
    await user.click(screen.getByRole("button", { name: "Send request" }));
    const handoff = screen.getByRole("region", { name: /Send your request by text/ });
    expect(within(handoff).getByText(/attach them in your messaging app/)).toBeVisible();
  });
});
