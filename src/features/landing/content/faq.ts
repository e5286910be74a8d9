import { siteConfig } from "@/config/site";

/**
 * The landing page's questions and answers, from SPEC.md's facts only. Prices, areas, steps and
 * the phone number come from siteConfig, so they change in one place. A module of its own, so
 * that this copy travels in the landing's lazily loaded chunk rather than in the entry script.
 */

export type FaqItem = { question: string; answer: string };

const { pricing, areas, locality, phone, steps } = siteConfig;
const garage = pricing["garage-cleanouts"];
const trash = pricing["trash-collection"];
// Not Intl.ListFormat: constructing one loads locale data, which cost this chunk ~25 ms of
// main thread on load (~100 ms on Lighthouse's throttled phone) for one fixed sentence.
const areaList = `${areas.slice(0, -1).join(", ")}, and ${areas.at(-1)}`;

export const faq = {
  title: "Questions and answers",
  items: [
    {
      question: "What does a garage cleanout include?",
      answer:
        "We haul away everything you no longer want, pressure-wash the floor and help you organize what stays. Next-day service is available. We also prepare garages for epoxy floors: a cleared, washed slab ready for your installer.",
    },
    {
      question: `How is the ${garage.price.display} starting price set?`,
      answer: `A ${garage.name.toLowerCase()} starts at ${garage.price.display}; the price is based on the square footage of your garage. Call us at ${phone.display} for the price of yours.`,
    },
    {
      // OWNER: sharpen this answer. SPEC.md says only "$20 per room each month" and that the
      // service is daily, weekends included, door to dumpster and fully insured; what counts as
      // a room, and any limit on bags, are not stated, so the page does not say either.
      question: `What does the ${trash.price.display} ${trash.name.toLowerCase()} cover?`,
      answer: `${trash.name} costs $${trash.price.amount} ${trash.price.unit}. For that we pick up every day, weekends included, door to dumpster, and our crews are fully insured.`,
    },
    {
      question: "Which days do you come?",
      answer:
        "Trash pickup is daily, weekends included. Garage cleanouts are available as soon as the next day. Once you get in touch, we text or call you to agree which days to start.",
    },
    {
      question: "Which cities do you serve?",
      answer: `We are based in ${locality.city} and serve ${areaList}.`,
    },
    {
      question: "How do I get started?",
      answer: steps.map((step) => step.description).join(" "),
    },
    {
      question: "Do you offer multi-year contracts?",
      answer:
        "Yes. Multi-year contracts are available at discounted rates. Call or text us for the rate for your property.",
    },
    {
      question: "Are you insured?",
      answer: "Yes, we are fully insured.",
    },
  ] satisfies FaqItem[],
};
