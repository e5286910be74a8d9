import { partnerLimits, propertyCost } from "@/lib/partners";
import { partnerPaths, siteConfig } from "@/config/site";

/**
 * The copy of /partners, the page for property managers: what daily door-to-dumpster service
 * means for a property, what it costs, and how to start online. Facts only from the business's
 * own (src/config/site.ts: the price, the service, the multi-year contracts; the rate of a
 * contract is not published, so it is not shown).
 */

const { phone, locality } = siteConfig;
const trash = siteConfig.pricing["trash-collection"];
const count = (n: number) => n.toLocaleString("en-US");
const dollars = (n: number) => `$${count(n)}`;

export const partnersCopy = {
  metaTitle: `Daily Trash Collection for Apartment Communities | ${siteConfig.shortName}`,
  metaDescription: `Door-to-dumpster trash collection from every unit, every day, weekends included, for apartment communities in ${locality.city} and across Utah County. Fully insured, ${dollars(trash.price.amount)} per unit a month. Start online.`,
  eyebrow: "For property managers",
  title: "Daily trash collection for your community",
  lead: `Door to dumpster, from every unit, every day, weekends included. Fully insured, at ${dollars(trash.price.amount)} per unit each month.`,
  start: { label: "Start service", href: partnerPaths.start },
  signIn: { lead: "Already a partner?", label: "Sign in to your page", href: partnerPaths.account },
  means: {
    title: "What daily service means for your property",
    points: [
      {
        title: "Every day, weekends included",
        text: "We come every day of the week, so bags do not wait for a weekday.",
      },
      {
        title: "Door to dumpster",
        text: "We collect from each unit's door and carry it to your property's dumpster.",
      },
      {
        title: "Fully insured",
        text: "Our crews are fully insured for your peace of mind.",
      },
      {
        title: `${dollars(trash.price.amount)} per unit a month`,
        text: "One price per unit, billed monthly. Multi-year contracts are available at discounted rates: call us to ask.",
      },
    ],
  },
  calculator: {
    title: "What it costs",
    label: "Number of units",
    hint: `From ${count(partnerLimits.units.min)} to ${count(partnerLimits.units.max)}.`,
    initial: 24,
    result: (units: number) => {
      const { monthly, yearly } = propertyCost(units);
      return {
        monthly: `${dollars(monthly)} a month`,
        yearly: `${dollars(yearly)} a year`,
        sum: `${count(units)} ${units === 1 ? "unit" : "units"} × ${dollars(trash.price.amount)}`,
      };
    },
    invalid: `Enter a whole number of units from ${count(partnerLimits.units.min)} to ${count(partnerLimits.units.max)}.`,
    contracts: "Multi-year contracts are available at discounted rates.",
  },
  steps: {
    title: "How starting works",
    list: [
      {
        title: "Create your account",
        text: "Your e-mail, a password, your company, your name and a phone number.",
      },
      {
        title: "Add your property",
        text: "Its address, number of units, buildings in the order we walk them, the window when residents set bags out, and gate codes for the crew.",
      },
      {
        title: "Start service",
        text: `Pay by card through Stripe, ${dollars(trash.price.amount)} per unit each month. Change your card or cancel any time in billing.`,
      },
      {
        title: "We text or call you",
        text: "We reach out to agree the day service starts.",
      },
    ],
  },
  questions: {
    lead: "Questions, or a contract for several properties?",
    call: `Call ${phone.display}`,
  },
};
