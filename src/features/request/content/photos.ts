import type { PhotoProblem } from "@/lib/photos";
/**
 * The copy about photos on the request form (/get-started), with its upload. The inbox's few
 * words about them are in owner.ts, so that the two pages share no chunk.
 */

export const photosConfig = {
  legend: "Add photos (optional, up to 5)",
  label: "Choose photos",
  hint: "A photo or two of what is going helps us price it.",
  /** Shown for garage cleanouts, which are priced by how much there is to haul. */
  suggestion: "For a cleanout, photos of the garage let us give you a price in one text.",
  preparing: "Getting your photos ready…",
  alt: (name: string) => `Your photo ${name}`,
  remove: (name: string) => `Remove ${name}`,
  removeShort: "Remove",
  tooMany: (max: number) => `You can add up to ${max} photos; the others were left out.`,
  problems: {
    unreadable: (name: string) =>
      `We could not read ${name}. Please choose it as a JPEG or take a screenshot of it.`,
    "too-large": (name: string) => `${name} is too large to send, even made smaller.`,
  } satisfies Record<PhotoProblem, (name: string) => string>,
  /** After a reload: the draft keeps the words, a browser cannot keep chosen files. */
  chooseAgain: (count: number) =>
    `You had chosen ${count === 1 ? "1 photo" : `${count} photos`}. Please choose ${count === 1 ? "it" : "them"} again: a reload cannot keep them.`,
  upload: {
    progress: (done: number, total: number) => `Sending photo ${done} of ${total}…`,
    done: (total: number) =>
      total === 1 ? "Your photo was sent." : `All ${total} photos were sent.`,
    failed: (names: string[]) => `These photos did not arrive: ${names.join(", ")}.`,
    retry: "Try again",
    either: "We have your request either way, and you can also text us the photos.",
  },
  /** Without Supabase the request leaves as a text or an e-mail, which cannot carry the files. */
  handoff:
    "Your photos are not in the message: attach them in your messaging app before you press send, or text them to us after.",
};
