import { useCallback, useEffect, useRef, useState } from "react";
import type { Supabase } from "@/auth/supabase";
import { isStaff } from "@/auth/is-staff";
import { loadRoute, removeMark, sendMark, type Route } from "@/features/route/api/route";
import type { RouteFailure } from "@/features/route/content";
import * as box from "@/features/route/lib/outbox";

export type RouteState =
  | { kind: "loading" }
  | { kind: "no-access" }
  | { kind: "failed"; failure: RouteFailure }
  | { kind: "ready"; route: Route; savedAt: number | null };

/** How often the outbox is tried while the page is open, besides `online` and visibility. */
const retryEvery = 20_000;

/** One flush at a time across this phone's tabs where the browser has Web Locks. */
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? locks.request("owner-route-outbox", work) : work();
}

/**
 * Tonight's route and its outbox: loads the route (or, with no signal, the copy this phone saved
 * for this account), keeps every tap in IndexedDB at once, and sends the outbox on load, on
 * `online`, when the page becomes visible and on a timer. A mark is never stored twice: its id
 * is made at the tap, and the database refuses it a second time.
 */
export function useRoute(client: Supabase, userId: string) {
  const [state, setState] = useState<RouteState>({ kind: "loading" });
  const [waiting, setWaiting] = useState<box.Outgoing[]>([]);
  const [attempt, setAttempt] = useState(0);
  const flushing = useRef<Promise<void> | null>(null);
  const flushAgain = useRef(false);
  /** When each mark of this visit was tapped, by id: Undo is offered for a minute after. */
  const made = useRef(new Map<string, number>());
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

  const load = useCallback(async () => {
    const settle = (next: RouteState) => shown.current && setState(next);
    const staff = await isStaff(client);
    if (staff.ok && !staff.data) return settle({ kind: "no-access" });
    const route = staff.ok ? await loadRoute(client) : staff;
    if (route.ok) {
      await box.saveRoute(userId, route.data);
      return settle({ kind: "ready", route: route.data, savedAt: null });
    }
    // Saved only after a staff account loaded it here: with no signal, the crew works from it.
    const saved = route.failure === "offline" ? await box.savedRoute(userId) : undefined;
    if (saved) return settle({ kind: "ready", route: saved.route, savedAt: saved.savedAt });
    settle({ kind: "failed", failure: route.failure });
  }, [client, userId]);

  const flush = useCallback((): Promise<void> => {
    // A tap while a flush ends would wait for the timer: it asks for one more once it is over.
    if (flushing.current) {
      flushAgain.current = true;
      return flushing.current;
    }
    flushing.current = exclusively(async () => {
      let sentAny = false;
      // Again until nothing is left to send: a tap during a pass is sent by the next one.
      pass: for (;;) {
        const sendable = (await box.outbox()).filter(
          (entry) => entry.op === "remove" || !(entry.refused || entry.photoRefused),
        );
        if (!sendable.length) break;
        for (const entry of sendable) {
          const sent =
            entry.op === "add" ? await sendMark(client, entry) : await removeMark(client, entry.id);
          if (sent === "retry") break pass;
          if (sent === "done" || entry.op === "remove") {
            await box.drop(entry.id);
            sentAny = true;
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
      return sentAny;
    }).then(
      (sentAny) => {
        flushing.current = null;
        if (!shown.current) return;
        // The route is read again after the sends, outside the flush: a slow or lost answer
        // must not hold back the next tap's send.
        if (sentAny) void load();
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
  }, [client, load, readOutbox]);

  useEffect(() => {
    void load().then(readOutbox).then(flush);
  }, [load, readOutbox, flush, attempt]);

  useEffect(() => {
    const onVisible = () => document.visibilityState === "visible" && void flush();
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
  }, [flush]);

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
    async (id: string, sent: boolean) => {
      await box.undo(id, sent);
      await readOutbox();
      if (state.kind === "ready" && sent) {
        const marks = state.route.marks.filter((m) => m.id !== id);
        setState({ ...state, route: { ...state.route, marks } });
      }
      void flush();
    },
    [flush, readOutbox, state],
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
      await box.put({ ...entry, photo: null, photoRefused: false });
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
      setState({ kind: "loading" });
      setAttempt((n) => n + 1);
    },
  };
}
