import type { DeclineReason } from "@shared/quote";

/**
 * The words of the customer's quote page, /q/<link>: what a customer reads on the phone after
 * the owner texts or e-mails the quote. The facts (what they asked for, the price, the days) come
 * from the quote function.
 */
export const quoteCopy = {
  metaTitle: "Your quote",
  loading: "Loading your quote…",
  title: "Your quote",
  from: (business: string) => `From ${business}`,
  asked: {
    title: "What you asked for",
    service: "Service",
    size: "Size",
    rooms: (n: number) => `${n} ${n === 1 ? "room" : "rooms"}`,
    units: (n: number, property: string | null) =>
      `${n} ${n === 1 ? "unit" : "units"}${property ? ` at ${property}` : ""}`,
    address: "Address",
    photos: "Your photos",
    photoAlt: (n: number, of: number) => `Photo ${n} of ${of} you sent`,
  },
  price: {
    title: "The price",
    oneOff: "for the whole job",
    monthly: "a month",
  },
  day: {
    title: "The day",
    agreed: (day: string) => day,
    window: (from: string, until: string) => `between ${from} and ${until}`,
    choose: "Choose the day that suits you",
    none: "We will agree the day with you.",
  },
  accept: "Accept the quote",
  accepting: "Accepting…",
  decline: "Decline",
  declineTitle: "Decline the quote",
  declineLead: "If you like, tell us why (optional).",
  declineConfirm: "Decline the quote",
  declining: "Declining…",
  declineCancel: "Keep the quote",
  reasons: {
    price: "The price",
    timing: "The timing",
    chose_another: "I chose another company",
    other: "Something else",
  } satisfies Record<DeclineReason, string>,
  accepted: (day: string | null) =>
    day ? `You accepted this quote for ${day}. Thank you!` : "You accepted this quote. Thank you!",
  declined: "You declined this quote. Thank you for letting us know.",
  problems: {
    day: "Choose one of the days above.",
    answered: "This quote was already answered. To change your answer, call or text us.",
    failed: "Your answer did not reach us. Nothing is lost: try again, or call or text us.",
  },
  deposit: {
    title: "The deposit",
    lead: (amount: string) => `The deposit on this quote is ${amount}, paid online.`,
    pay: (amount: string) => `Pay the ${amount} deposit`,
    paying: "Opening the payment page…",
    paid: (amount: string) => `Deposit paid: ${amount}. Thank you!`,
    paidBefore: (amount: string) => `Deposit paid so far: ${amount}.`,
    confirming: "Thank you! Your payment is being confirmed: this takes a few seconds.",
    confirmingLate:
      "Thank you! Your payment is still being confirmed: reload this page in a moment to see it.",
    refunded: "Your deposit was refunded.",
    unavailable:
      "Online payment is not available right now. Your acceptance is kept: to pay the deposit, call or text us at",
    failed: "The payment page did not open. Nothing is lost: try again, or call or text us at",
  },
  questions: "Questions? Call or text us at",
  textUs: "Text us",
  failed: {
    title: "This quote is not available right now.",
    body: "To ask about your quote, call or text us at",
    retry: "Try again",
  },
};
