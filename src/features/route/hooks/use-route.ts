import { useCallback, useEffect, useRef, useState } from "react";
import type { Supabase } from "@/auth/supabase";
import {
  loadRoute,
  removeMark,
  sendMark,
  subscribeToRoute,
  withSentMark,
  withoutMark,
  type Route,
} from "@/features/route/api/route";
import type { RouteFailure } from "@/features/route/content";
import * as box from "@/features/route/lib/outbox";

export type RouteState =
  | { kind: "loading" }
  | { kind: "no-access" }
  | { kind: "failed"; failure: RouteFailure }
  | { kind: "ready"; route: Route; savedAt: number | null };

/** How often the outbox is tried while the page is open, besides `online` and visibility. */
const retryEvery = 20_000;

/**
 * How old the route on screen may be when the phone comes back to it before it is read again:
 * another phone's marks arrive through Realtime, so this catches only what a sleeping phone missed.
 */
const staleAfter = 5 * 60_000;

/** Sent by a flush: an undo the server has not answered, or a mark it has not refused (nor its photo). */
export const sendable = (entry: box.Outgoing) =>
  entry.op === "remove" ? !entry.kept : !(entry.refused || entry.photoRefused);

/** One flush at a time across this phone's tabs where the browser has Web Locks. */
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? locks.request("owner-route-outbox", work) : work();
}

/**
 * Tonight's route and its outbox: loads the route (or, with no signal, the copy this phone saved
 * for this account), keeps every tap in IndexedDB at once, and sends the outbox on load, on
 * `online`, when the page becomes visible and on a timer. A mark is never stored twice: its id
 * is made at the tap, and the database refuses it a second time. A mark sent is put on screen
 * from what the phone knows; the route is read again only on open, when the phone comes back to
 * it after a while, and when Realtime tells of another phone's mark or a resident's report.
 */
export function useRoute(client: Supabase, userId: string, accessToken: string) {
  const [state, setState] = useState<RouteState>({ kind: "loading" });
  /** The route on screen, for the sends and Realtime's events, which outlive a render. */
  const current = useRef<RouteState>(state);
  /** When the route was last read from the server (0: never). */
  const readAt = useRef(0);
  const [waiting, setWaiting] = useState<box.Outgoing[]>([]);
  const [attempt, setAttempt] = useState(0);
  const flushing = useRef<Promise<void> | null>(null);
  const flushAgain = useRef(false);
  /** When each mark of this visit was tapped, by id: Undo is offered for a minute after. */
  const made = useRef(new Map<string, number>());
  /** The marks this phone sent or took back while open: Realtime's echo of them changes nothing. */
  const ours = useRef(new Set<string>());
  /**
   * While the route is on screen. A send under way when the crew leaves it still ends (the
   * outbox keeps what it has not sent), but reads nothing more and changes no state after.
   */
  const shown = useRef(false);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const readOutbox = useCallback(async () => {
    const entries = await box.outbox();
    if (shown.current) setWaiting(entries);
  }, []);

  const settle = useCallback((next: RouteState) => {
    if (!shown.current) return;
    current.current = next;
    setState(next);
  }, []);

  const load = useCallback(async () => {
    const route = await loadRoute(client);
    if (route.ok) {
      readAt.current = Date.now();
      await box.saveRoute(userId, route.data);
      return settle({ kind: "ready", route: route.data, savedAt: null });
    }
    if (route.failure === "no-access") return settle({ kind: "no-access" });
    // Saved only after an account of the route loaded it here: with no signal, the crew works from it.
    const saved = route.failure === "offline" ? await box.savedRoute(userId) : undefined;
    if (saved) return settle({ kind: "ready", route: saved.route, savedAt: saved.savedAt });
    settle({ kind: "failed", failure: route.failure });
  }, [client, userId, settle]);

  /** The route on screen changed by what this phone knows it sent, kept for the next offline open. */
  const change = useCallback(
    async (next: (route: Route) => Route) => {
      const now = current.current;
      if (now.kind !== "ready") return;
      const route = next(now.route);
      if (route === now.route) return;
      settle({ ...now, route });
      if (now.savedAt === null) await box.saveRoute(userId, route);
    },
    [settle, userId],
  );

  const flush = useCallback((): Promise<void> => {
    // A tap while a flush ends would wait for the timer: it asks for one more once it is over.
    if (flushing.current) {
      flushAgain.current = true;
      return flushing.current;
    }
    flushing.current = exclusively(async () => {
      let sentAny = false;
      let keptAny = false;
      // Again until nothing is left to send: a tap during a pass is sent by the next one.
      pass: for (;;) {
        const listed = (await box.outbox()).filter(sendable);
        if (!listed.length) break;
        for (const { id } of listed) {
          // Read again just before it goes: an Undo while an earlier entry was on its way took
          // it out of the outbox, and an entry undone must never be sent.
          const entry = await box.take(id);
          if (!entry || !sendable(entry)) continue;
          ours.current.add(id);
          if (entry.op === "remove") {
            const removed = await removeMark(client, id);
            if (removed === "retry") break pass;
            if (removed === "kept") {
              await box.put({ ...entry, kept: true });
              keptAny = true;
              continue;
            }
            await box.drop(id);
            sentAny = true;
            await change((route) => withoutMark(route, id));
            continue;
          }
          const sent = await sendMark(client, entry);
          if (sent === "retry") break pass;
          // Undone while on its way: the Undo put its removal in the outbox, which the next round
          // of this flush sends (well within Undo's minute on the server). Never shown, nor kept
          // with a refusal.
          if ((await box.get(id))?.op !== "add") continue;
          if (sent === "done") {
            await box.drop(entry.id);
            sentAny = true;
            await change((route) => withSentMark(route, entry));
          } else {
            await box.put(
              sent === "photo-refused"
                ? { ...entry, photoRefused: true }
                : { ...entry, refused: sent.refused },
            );
          }
        }
      }
      await readOutbox();
      return { sentAny, keptAny };
    }).then(
      ({ sentAny, keptAny }) => {
        flushing.current = null;
        if (!shown.current) return;
        // The signal is back while the screen shows the copy saved on the phone, or a mark the
        // screen took off is still on the server: read the route (outside the flush, so that a
        // slow answer holds back no tap's send).
        const now = current.current;
        if (keptAny || (sentAny && now.kind === "ready" && now.savedAt !== null)) void load();
        if (flushAgain.current) {
          flushAgain.current = false;
          void flush();
        }
      },
      () => {
        flushing.current = null;
      },
    );
    return flushing.current;
  }, [client, change, load, readOutbox]);

  useEffect(() => {
    void load().then(readOutbox).then(flush);
  }, [load, readOutbox, flush, attempt]);

  // Another phone's mark, or its Undo, or a resident's report: read the route again. This phone's
  // own marks are already on screen, told apart by id.
  useEffect(
    () =>
      subscribeToRoute(client, accessToken, (event) => {
        const now = current.current;
        if (now.kind !== "ready") return;
        if (event.kind === "report" || event.id === null) return void load();
        if (ours.current.has(event.id)) return;
        const onScreen = now.route.marks.some((m) => m.id === event.id);
        if (onScreen !== (event.kind === "added")) void load();
      }),
    [client, accessToken, load],
  );

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== "visible") return;
      if (readAt.current && Date.now() - readAt.current > staleAfter) void load();
      void flush();
    };
    // The browser says "online" as the link comes up, sometimes a moment before a request gets
    // through: try again shortly after, not only at the next tick of the timer.
    let again: number | undefined;
    const onOnline = () => {
      void flush();
      window.clearTimeout(again);
      again = window.setTimeout(() => void flush(), 3_000);
    };
    window.addEventListener("online", onOnline);
    document.addEventListener("visibilitychange", onVisible);
    const timer = window.setInterval(() => void flush(), retryEvery);
    return () => {
      window.removeEventListener("online", onOnline);
      document.removeEventListener("visibilitychange", onVisible);
      window.clearInterval(timer);
      window.clearTimeout(again);
    };
  }, [flush, load]);

  /** Saves a tap in the outbox at once, then tries to send it. */
  const mark = useCallback(
    async (entry: Omit<box.OutgoingMark, "op" | "id" | "tappedAt">) => {
      const id = crypto.randomUUID();
      const tappedAt = Date.now();
      made.current.set(id, tappedAt);
      await box.put({ ...entry, op: "add", id, tappedAt });
      await readOutbox();
      void flush();
    },
    [flush, readOutbox],
  );

  const undo = useCallback(
    async (id: string) => {
      const now = current.current;
      const shownMark = now.kind === "ready" ? now.route.marks.find((m) => m.id === id) : undefined;
      await box.undo(id, shownMark?.building_id);
      await readOutbox();
      await change((route) => withoutMark(route, id));
      void flush();
    },
    [change, flush, readOutbox],
  );

  const discard = useCallback(
    async (id: string) => {
      await box.drop(id);
      await readOutbox();
    },
    [readOutbox],
  );

  const sendWithoutPhoto = useCallback(
    async (entry: box.OutgoingMark) => {
      await box.put({ ...entry, photo: null, thumb: null, photoRefused: false });
      await readOutbox();
      void flush();
    },
    [flush, readOutbox],
  );

  return {
    state,
    waiting,
    mark,
    undo,
    discard,
    sendWithoutPhoto,
    sendNow: () => void flush(),
    tappedAt: (id: string) => made.current.get(id),
    retry: () => {
      settle({ kind: "loading" });
      setAttempt((n) => n + 1);
    },
  };
}
