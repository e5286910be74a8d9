import type { PhotoProblem } from "@/lib/photos";
import type { SendFailure } from "@/lib/send-failure";

/**
 * The words of the residents' page, /r/<property code>: what a resident reads in the trash room
 * after scanning the property's sign, and the report of a missed pickup. The facts (the
 * property's name, window and rules, the buildings and their times) come from the database.
 */
export const residentsCopy = {
  metaTitle: "Tonight's trash pickup",
  loading: "Loading tonight's pickup…",
  nightOf: (date: string) => `Night of ${date}`,
  window: (from: string, until: string) => `Set your trash out between ${from} and ${until}.`,
  noWindow: "No set-out time is posted for this property yet.",
  rulesTitle: "Rules",
  buildingsTitle: "Tonight's pickup by building",
  pickedUp: (time: string) => `Picked up at ${time}`,
  notYet: "Not picked up yet",
  noBuildings: "No buildings are listed for this property yet.",
  failed: {
    title: "This page is not available right now.",
    body: "To ask about your pickup, call or text us at",
    retry: "Try again",
  },
  report: {
    title: "Report a missed pickup",
    lead: "Set out in time and still there? Tell us here: the owner is told at once.",
    building: "Your building",
    chooseBuilding: "Choose your building",
    unit: "Unit (optional)",
    unitHint: "Helps the crew find your door.",
    phone: "Your phone (optional)",
    phoneHint: "Only if you want us to be able to reach you about it.",
    errors: {
      building: "Choose your building.",
      unit: (max: number) => `Keep the unit to ${max} characters.`,
      phone: "Enter a US phone number, like (801) 555-0142, or leave it empty.",
    },
    photo: {
      legend: "Photo (optional)",
      hint: "A photo of the bags where they were set out.",
      choose: "Choose a photo",
      replace: "Choose another photo",
      preparing: "Getting your photo ready…",
      alt: "The photo you chose",
      remove: "Remove photo",
      problems: {
        unreadable:
          "We could not read that photo. Please choose it as a JPEG or take a screenshot.",
        "too-large": "That photo is too large to send, even made smaller.",
      } satisfies Record<PhotoProblem, string>,
    },
    submit: "Send report",
    sending: "Sending your report…",
    failures: {
      "limit-phone":
        "This phone number has sent the most reports we take online in a day, so this one was not sent.",
      "limit-connection":
        "Your internet connection has sent the most reports we take online in an hour, so this one was not sent.",
      "limit-everyone":
        "We are getting more reports than usual right now, so this one was not sent.",
      refused: "We could not accept this report online.",
      server: "Our system is having trouble right now, so this report was not sent.",
      offline: "Your phone seems to be offline, so this report was not sent.",
      network: "We could not reach our system, so this report was not sent.",
      timeout: "Our system is taking too long to answer, so this report was not sent.",
    } satisfies Record<SendFailure, string>,
    fallback: "Nothing you chose or typed is lost. Try again, or call or text us at",
    retry: "Try again",
    sent: {
      title: "Report sent",
      body: (building: string) =>
        `Thank you. The owner is told at once that ${building} was missed tonight.`,
      photoSending: "Sending your photo…",
      photoSent: "Your photo was sent with it.",
      photoFailed: "Your report was sent, but the photo did not arrive.",
      photoRetry: "Send the photo again",
      contact: "To add anything, call or text us at",
      another: "Report another building",
    },
  },
};
