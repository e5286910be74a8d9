import type { PhotoProblem } from "@/lib/photos";
import { problemNames } from "@/config/pickups";

/** Every word of tonight's route, /owner/route: the crew's page, used one-handed in the dark. */
export const routeCopy = {
  page: {
    title: "Tonight's route",
    metaTitle: "Tonight's route | Pleasant Grove Trash & Cleanouts",
  },
  noScript: "The route needs JavaScript. Turn it on, then reload this page.",
  notConfigured: "The route needs a Supabase project, which this build does not have.",
  loading: "Loading tonight's route…",
  noAccess:
    "This account cannot see the route. Sign in with the owner's account or a crew account.",
  inbox: { label: "Back to the inbox", href: "/owner" },
  loadFailed: {
    offline:
      "The route could not load: no connection, and this phone has not opened it before. Try again when you have signal.",
    other: "The route could not load. Try again, or open the inbox.",
  },
  retry: "Try again",
  theme: {
    legend: "Screen",
    choices: { phone: "Match the phone", dark: "Dark", light: "Light" },
  },
  night: (date: string) => `Night of ${date}`,
  offline: (waiting: number) =>
    waiting === 0
      ? "No signal. Keep marking: each mark waits on this phone and goes when the signal is back."
      : `No signal. ${waiting} ${waiting === 1 ? "mark waits on this phone and goes" : "marks wait on this phone and go"} when the signal is back.`,
  fromPhone: (time: string) =>
    `No connection: showing the route as this phone saved it at ${time}.`,
  left: (left: number, total: number) =>
    left === 0
      ? `All ${total} buildings are marked.`
      : `${left} of ${total} ${total === 1 ? "building" : "buildings"} left tonight.`,
  done: "Route done. Every building has a mark tonight.",
  noProperties:
    "No property is on tonight's route. A property joins once its subscription is paid, or once you turn it on by hand in Partners.",
  waiting: (count: number) =>
    count === 0
      ? "Every mark is sent."
      : `${count} ${count === 1 ? "mark is" : "marks are"} waiting to be sent. They go when the phone has signal.`,
  sendNow: "Send now",
  access: "Access",
  property: {
    done: (done: number, total: number) => `${done} of ${total} done`,
    problems: (count: number) => `${count} ${count === 1 ? "problem" : "problems"}`,
    reports: (count: number) => `${count} missed ${count === 1 ? "report" : "reports"}`,
  },
  mark: {
    pickedUp: "Picked up",
    withPhoto: "Picked up, with a photo",
    problem: "Problem",
    undo: "Undo",
    again: "Mark again",
    forBuilding: (building: string, property: string) => ` (${building}, ${property})`,
    notYet: "Not marked yet",
    pickedUpAt: (time: string) => `Picked up at ${time}`,
    problemAt: (time: string, kind: string) => `Problem at ${time}: ${kind}`,
    unit: (unit: string) => `Unit ${unit}`,
    waiting: "Waiting to send",
    withPhotoNote: "Photo attached",
    by: (email: string) => `By ${email}`,
  },
  problems: problemNames,
  problemForm: {
    legend: (building: string) => `Problem at ${building}`,
    kind: "What is wrong",
    unit: "Unit number (optional)",
    photo: "Photo (optional)",
    note: "Note (optional)",
    save: "Save problem",
    cancel: "Cancel",
    pickKind: "Choose what is wrong.",
    unitTooLong: "A unit number has at most 20 characters.",
    photoUnreadable: "That photo could not be read. Try another, or save without one.",
    photoTooLarge: "That photo is too large even when shrunk. Try another, or save without one.",
  },
  refused: {
    heading: "Not accepted by the server",
    mark: (building: string, reason: string) => `${building}: ${reason}`,
    kept: (building: string) =>
      `${building || "A mark"}: still marked. The Undo reached the server after its minute, so the mark stays.`,
    discard: "Discard",
  },
  photoUnused: {
    text: {
      unreadable: (building: string) =>
        `The photo for ${building} could not be read. Nothing is marked yet: take another photo, or mark it picked up without one.`,
      "too-large": (building: string) =>
        `The photo for ${building} is too large even when shrunk. Nothing is marked yet: take another photo, or mark it picked up without one.`,
    } satisfies Record<PhotoProblem, (building: string) => string>,
    another: "Take another photo",
    without: "Picked up, without a photo",
  },
  photoFailed: {
    text: (building: string) =>
      `The photo for ${building} was refused. The mark waits until you choose.`,
    sendWithout: "Send without the photo",
  },
  jobs: {
    heading: "Next jobs",
    skip: "Go to the next jobs",
    loading: "Loading the next jobs…",
    failed: {
      offline: "The next jobs could not load: no connection. Try again when you have signal.",
      other: "The next jobs could not load. Try again.",
    },
    none: "No job is scheduled.",
    noDay: "No day agreed yet",
    note: "Note",
    maps: (address: string) => `Map of ${address}`,
    call: "Call",
    text: "Text",
  },
  reports: {
    one: (time: string, unit: string | null) =>
      `A resident reported a missed pickup at ${time}${unit ? `, unit ${unit}` : ""}.`,
  },
} as const;

export type RouteFailure = keyof typeof routeCopy.loadFailed;
