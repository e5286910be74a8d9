import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Route } from "@/features/route/api/route";
import { RouteList } from "@/features/route/components/RouteList";
import type { Outgoing, OutgoingMark } from "@/features/route/lib/outbox";

// The route's list with the crew's taps handed to spies: what it asks the outbox to keep. The
// outbox itself is tested against the local Supabase in ../hooks/use-route.test.tsx.

const route: Route = {
  night: "2026-11-25",
  properties: [
    {
      id: "p1",
      name: "Maple Court",
      street_address: "100 N Main St",
      city: "Orem",
      access_notes: null,
      buildings: [
        { id: "b1", name: "North" },
        { id: "b2", name: "South" },
      ],
    },
  ],
  marks: [],
  reports: [],
};

/** North picked up at 9:42 pm, as the route reads a mark. */
const northPickedUp = {
  id: "m1",
  building_id: "b1",
  property_id: "p1",
  kind: "picked_up",
  problem: null,
  unit: null,
  note: null,
  photo_path: null,
  happened_at: "2026-11-26T04:42:00Z",
  recorded_at: "2026-11-26T04:42:01Z",
  night: "2026-11-25",
};

function renderList(
  waiting: Outgoing[] = [],
  tappedAt: (id: string) => number | undefined = () => undefined,
  shown: Route = route,
) {
  const actions = {
    mark: vi.fn(async () => {}),
    undo: vi.fn(async () => {}),
    discard: vi.fn(async () => {}),
    sendWithoutPhoto: vi.fn(async () => {}),
    sendNow: vi.fn(),
    tappedAt,
  };
  render(<RouteList route={shown} savedAt={null} waiting={waiting} {...actions} />);
  return actions;
}

/**
 * A control's name: its words and, for the screen reader, the building's (jsdom's name
 * computation drops the space before the hidden part, which Chromium keeps).
 */
const named = (words: string, building: string) =>
  new RegExp(`^${words.replace(/[(),]/g, "\\$&")} ?\\(${building}, Maple Court\\)$`);

/** A file the browser cannot decode as an image (jsdom decodes none: every photo is unreadable). */
const notAPhoto = () => new File(["not an image"], "north.jpg", { type: "image/jpeg" });

describe("Picked up, with a photo, when the photo cannot be read", () => {
  it("marks nothing and says so, then marks without a photo when the crew chooses", async () => {
    const user = userEvent.setup();
    const { mark } = renderList();
    await user.upload(
      screen.getByLabelText(named("Picked up, with a photo", "North")),
      notAPhoto(),
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "The photo for North could not be read. Nothing is marked yet: take another photo, or mark it picked up without one.",
    );
    expect(mark).not.toHaveBeenCalled();
    expect(screen.getByText("2 of 2 buildings left tonight.")).toBeVisible();

    await user.click(
      screen.getByRole("button", { name: named("Picked up, without a photo", "North") }),
    );
    expect(mark).toHaveBeenCalledOnce();
    expect(mark).toHaveBeenCalledWith({
      property_id: "p1",
      building_id: "b1",
      kind: "picked_up",
      problem: null,
      unit: null,
      note: null,
      photo: null,
      thumb: null,
    });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("offers another photo, and keeps asking while that one cannot be read either", async () => {
    const user = userEvent.setup();
    const { mark } = renderList();
    await user.upload(
      screen.getByLabelText(named("Picked up, with a photo", "South")),
      notAPhoto(),
    );
    await screen.findByRole("alert");
    await user.upload(screen.getByLabelText(named("Take another photo", "South")), notAPhoto());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The photo for South could not be read.",
    );
    expect(mark).not.toHaveBeenCalled();
    // Another building's tap is that building's mark; it clears the question.
    await user.click(screen.getByRole("button", { name: named("Picked up", "North") }));
    expect(mark).toHaveBeenCalledWith(expect.objectContaining({ building_id: "b1", photo: null }));
  });
});

describe("the signal", () => {
  it("says as it goes that there is none, with the marks waiting, and stops saying it when it is back", () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    const waiting: OutgoingMark = {
      op: "add",
      id: "w1",
      building_id: "b1",
      property_id: "p1",
      kind: "picked_up",
      problem: null,
      unit: null,
      note: null,
      photo: null,
      tappedAt: Date.now(),
    };
    renderList([waiting]);
    expect(screen.queryByText(/^No signal/)).toBeNull();
    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event("offline")));
    expect(
      screen.getByText("No signal. 1 mark waits on this phone and goes when the signal is back."),
    ).toBeVisible();
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event("online")));
    expect(screen.queryByText(/^No signal/)).toBeNull();
    online.mockRestore();
  });
});

describe("a finished building", () => {
  it("takes one line: its name, its time and Undo; Mark again opens its buttons for a return visit", async () => {
    const user = userEvent.setup();
    const marked = { ...northPickedUp, kind: "problem", problem: "no_access" };
    const { mark } = renderList([], () => Date.now(), { ...route, marks: [marked] });
    const north = screen.getByRole("heading", { name: "North" }).closest("li")!;
    expect(north).toHaveTextContent(/^NorthProblem at 9:42 PM: .+Undo.+Mark again/);
    expect(screen.queryByRole("button", { name: named("Picked up", "North") })).toBeNull();
    expect(screen.getByRole("button", { name: named("Picked up", "South") })).toBeVisible();
    await user.click(screen.getByRole("button", { name: named("Mark again", "North") }));
    await user.click(screen.getByRole("button", { name: named("Picked up", "North") }));
    expect(mark).toHaveBeenCalledWith(expect.objectContaining({ building_id: "b1" }));
  });
});

describe("an Undo the server did not take", () => {
  it("shows the mark again, says why, sends nothing more, and goes when discarded", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const marked = northPickedUp;
    const kept: Outgoing = {
      op: "remove",
      id: "m1",
      building_id: "b1",
      tappedAt: Date.now(),
      kept: true,
    };
    const { discard } = renderList([kept], () => undefined, { ...route, marks: [marked] });
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(
      "North: still marked. The Undo reached the server after its minute, so the mark stays.",
    );
    expect(screen.getByRole("heading", { name: "North" }).closest("li")).toHaveTextContent(
      /^NorthPicked up at 9:42 PM/,
    );
    // Nothing waits to be sent.
    expect(screen.queryByText(/^No signal\. \d/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Discard" }));
    expect(discard).toHaveBeenCalledWith("m1");
  });
});

describe("who marked", () => {
  it("names the person of each mark the owner's route carries, and nobody on the crew's", () => {
    const mark = northPickedUp;
    renderList([], undefined, { ...route, marks: [{ ...mark, marked_by: "sam@example.com" }] });
    expect(screen.getByText("Picked up at 9:42 PM · By sam@example.com")).toBeVisible();
    renderList([], undefined, { ...route, marks: [{ ...mark, marked_by: null }] });
    expect(screen.getAllByText(/^Picked up at 9:42 PM/).map((p) => p.textContent)).toEqual([
      "Picked up at 9:42 PM · By sam@example.com",
      "Picked up at 9:42 PM",
    ]);
  });
});

describe("Undo", () => {
  afterEach(() => vi.useRealTimers());

  it("is offered for a minute after the tap, then goes", () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T04:00:00Z") });
    const tapped = Date.now();
    const waiting: OutgoingMark[] = [
      {
        op: "add",
        id: "m1",
        building_id: "b1",
        property_id: "p1",
        kind: "picked_up",
        problem: null,
        unit: null,
        note: null,
        photo: null,
        tappedAt: tapped,
      },
    ];
    const { undo } = renderList(waiting, (id) => (id === "m1" ? tapped : undefined));
    const button = screen.getByRole("button", { name: named("Undo", "North") });
    act(() => vi.advanceTimersByTime(55_000));
    expect(button).toBeVisible();
    act(() => button.click());
    expect(undo).toHaveBeenCalledWith("m1");
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole("button", { name: named("Undo", "North") })).toBeNull();
  });
});

describe("a route of many properties", () => {
  const building = (id: string, name: string) => ({ id, name });
  const property = (id: string, name: string, buildings: { id: string; name: string }[]) => ({
    id,
    name,
    street_address: "1 Main St",
    city: "Orem",
    access_notes: null,
    buildings,
  });
  const markOf = (id: string, building_id: string, property_id: string, kind: string) => ({
    id,
    building_id,
    property_id,
    kind,
    problem: kind === "problem" ? "no_access" : null,
    unit: null,
    note: null,
    photo_path: null,
    happened_at: "2026-11-26T04:42:00Z",
    recorded_at: "2026-11-26T04:42:01Z",
    night: "2026-11-25",
  });
  const many: Route = {
    night: "2026-11-25",
    properties: [
      property("p1", "Aspen Row", [building("a1", "A1"), building("a2", "A2")]),
      property("p2", "Birch Hall", [building("b1", "B1"), building("b2", "B2")]),
      property("p3", "Cedar Park", [building("c1", "C1")]),
    ],
    marks: [
      markOf("m1", "a1", "p1", "picked_up"),
      markOf("m2", "a2", "p1", "problem"),
      markOf("m3", "b1", "p2", "picked_up"),
    ],
    reports: [
      {
        id: "r1",
        building_id: "c1",
        property_id: "p3",
        unit: null,
        has_photo: false,
        created_at: "2026-11-26T05:00:00Z",
        night: "2026-11-25",
      },
    ],
  };
  const pickedUp = (building: string, property: string) =>
    screen.queryByRole("button", {
      name: new RegExp(`^Picked up ?\\(${building}, ${property}\\)$`),
    });

  it("lists each property as one line, opens the first with a building left, and opens another on a key", async () => {
    const user = userEvent.setup();
    renderList([], undefined, many);
    const lines = screen.getAllByRole("button", { expanded: false });
    expect(lines.map((line) => line.textContent)).toEqual([
      "Aspen Row2 of 2 done · 1 problem",
      "Cedar Park0 of 1 done · 1 missed report",
    ]);
    expect(screen.getByRole("button", { expanded: true })).toHaveTextContent(
      "Birch Hall1 of 2 done",
    );
    expect(pickedUp("B2", "Birch Hall")).toBeVisible();
    expect(pickedUp("C1", "Cedar Park")).toBeNull();
    expect(screen.queryByRole("heading", { name: "A1" })).toBeNull();

    lines[1]?.focus();
    await user.keyboard("{Enter}");
    expect(pickedUp("C1", "Cedar Park")).toBeVisible();
    expect(screen.getByText(/A resident reported a missed pickup/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: /^Birch Hall/ }));
    expect(pickedUp("B2", "Birch Hall")).toBeNull();
    expect(screen.getByText("2 of 5 buildings left tonight.")).toBeVisible();
  });
});
