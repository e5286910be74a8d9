import { useEffect, useState, type ReactNode } from "react";
import { declineReasons, type DeclineReason, type QuotePage as Quote } from "@shared/quote";
import { formatDate } from "@shared/display";
import { serviceNames } from "@shared/services";
import { buttonVariants } from "@/components/ui/Button";
import { alertClass } from "@/components/ui/form-classes";
import { siteConfig } from "@/config/site";
import { clockTime } from "@/lib/clock-time";
import { formatMoney } from "@/lib/money";
import { quoteCopy as copy } from "@/features/quote/content";
import { useQuote, type AnswerState } from "@/features/quote/hooks/use-quote";
import { startPayment } from "@/features/quote/api/quote";
import { getSupabase } from "@/auth/supabase";

type Props = {
  token: string;
  /** The site's 404 page, shown for a link that is not (or no longer) a quote's. */
  notFound: ReactNode;
};

/** The business's phone, to call or text about the quote. */
function PhoneLinks() {
  return (
    <>
      <a href={siteConfig.phone.href} className="font-semibold text-brand-dark underline">
        {siteConfig.phone.display}
      </a>{" "}
      (
      <a href={siteConfig.phone.sms} className="font-semibold text-brand-dark underline">
        {copy.textUs}
      </a>
      )
    </>
  );
}

/**
 * /q/<link>: the quote the owner sent, for the customer on the phone: what they asked for (the
 * service, its size, the address and their photos), the price, the day, Accept and Decline, and
 * the phone for questions. What the page shows comes from the quote function and names no one.
 */
export function QuotePage({ token, notFound }: Props) {
  const { state, retry, refresh, answer, send } = useQuote(token);
  if (state.kind === "not-found") return notFound;
  return (
    <div className="mx-auto grid max-w-2xl gap-8 px-4 py-12 sm:px-6">
      {state.kind === "loading" && (
        <p role="status" className="text-lg text-muted">
          {copy.loading}
        </p>
      )}
      {state.kind === "failed" && (
        <div role="alert" className="grid gap-4">
          <h1 className="text-2xl font-bold text-ink">{copy.failed.title}</h1>
          <p className="text-lg text-ink">
            {copy.failed.body} <PhoneLinks />.
          </p>
          <button
            type="button"
            onClick={retry}
            className={`${buttonVariants({ variant: "outline" })} w-fit`}
          >
            {copy.failed.retry}
          </button>
        </div>
      )}
      {state.kind === "ready" && (
        <Quote token={token} quote={state.page} answer={answer} send={send} refresh={refresh} />
      )}
    </div>
  );
}

type Send = ReturnType<typeof useQuote>["send"];

function sizeOf(quote: Quote): string | null {
  if (quote.garage_size) return quote.garage_size;
  if (quote.units) return copy.asked.units(quote.units, quote.property_name);
  if (quote.rooms) return copy.asked.rooms(quote.rooms);
  return null;
}

function Quote({
  token,
  quote,
  answer,
  send,
  refresh,
}: {
  token: string;
  quote: Quote;
  answer: AnswerState;
  send: Send;
  refresh: () => void;
}) {
  const size = sizeOf(quote);
  const address = [quote.address, quote.unit, quote.city].filter(Boolean).join(", ");
  return (
    <>
      <section aria-labelledby="quote-title" className="grid gap-2">
        <h1 id="quote-title" className="text-3xl font-bold tracking-tight text-ink">
          {copy.title}
        </h1>
        <p className="text-lg text-ink">{copy.from(siteConfig.name)}</p>
      </section>
      <section aria-labelledby="asked-title" className="grid gap-3">
        <h2 id="asked-title" className="text-xl font-bold text-ink">
          {copy.asked.title}
        </h2>
        <dl className="grid gap-2 text-ink">
          <div>
            <dt className="font-semibold">{copy.asked.service}</dt>
            <dd>{serviceNames[quote.service]}</dd>
          </div>
          {size && (
            <div>
              <dt className="font-semibold">{copy.asked.size}</dt>
              <dd className="break-words">
                <bdi>{size}</bdi>
              </dd>
            </div>
          )}
          <div>
            <dt className="font-semibold">{copy.asked.address}</dt>
            <dd className="break-words">
              <bdi>{address}</bdi>
            </dd>
          </div>
        </dl>
        {quote.photos.length > 0 && (
          <>
            <h3 className="font-semibold text-ink">{copy.asked.photos}</h3>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {quote.photos.map((src, i) => (
                <li key={src}>
                  <img
                    src={src}
                    alt={copy.asked.photoAlt(i + 1, quote.photos.length)}
                    className="aspect-square w-full rounded-lg object-cover"
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="price-title" className="grid gap-2">
        <h2 id="price-title" className="text-xl font-bold text-ink">
          {copy.price.title}
        </h2>
        <p className="text-3xl font-extrabold text-ink">
          {formatMoney(quote.quote_cents)}{" "}
          <span className="text-lg font-semibold text-muted">
            {quote.service === "trash_collection" ? copy.price.monthly : copy.price.oneOff}
          </span>
        </p>
      </section>
      <Answer quote={quote} answer={answer} send={send} />
      <Deposit token={token} quote={quote} refresh={refresh} />
      <p className="text-lg text-ink">
        {copy.questions} <PhoneLinks />.
      </p>
    </>
  );
}

function Answer({ quote, answer, send }: { quote: Quote; answer: AnswerState; send: Send }) {
  const offered = quote.scheduled_for === null ? quote.offered_days : [];
  const [day, setDay] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const sending = answer === "sending";
  const problem =
    answer === "day" || answer === "answered" || answer === "failed" ? copy.problems[answer] : null;

  if (quote.answer)
    return (
      <p
        role="status"
        className="rounded-xl border-2 border-brand bg-white p-4 text-lg font-semibold text-ink"
      >
        {quote.answer.kind === "accepted"
          ? copy.accepted(quote.answer.day && formatDate(quote.answer.day))
          : copy.declined}
      </p>
    );

  const accept = () => {
    if (sending) return;
    void send({ action: "accept", day: offered.length ? day : quote.scheduled_for });
  };
  return (
    <section aria-labelledby="day-title" className="grid gap-4">
      <h2 id="day-title" className="text-xl font-bold text-ink">
        {copy.day.title}
      </h2>
      {quote.scheduled_for ? (
        <p className="text-lg text-ink">
          {formatDate(quote.scheduled_for)}
          {quote.scheduled_from && quote.scheduled_until
            ? ` ${copy.day.window(clockTime(quote.scheduled_from), clockTime(quote.scheduled_until))}`
            : ""}
        </p>
      ) : offered.length ? (
        <fieldset className="grid gap-1">
          <legend className="mb-2 font-semibold text-ink">{copy.day.choose}</legend>
          {offered.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-3 text-lg text-ink">
              <input
                type="radio"
                name="quote-day"
                value={value}
                checked={day === value}
                onChange={() => setDay(value)}
                className="size-5"
              />
              {formatDate(value)}
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="text-lg text-ink">{copy.day.none}</p>
      )}
      <div role="alert">{problem && <p className={alertClass}>{problem}</p>}</div>
      {declining ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!sending) void send({ action: "decline", reason });
          }}
          className="grid gap-4 rounded-xl border-2 border-line bg-white p-4"
        >
          <fieldset className="grid gap-1">
            <legend className="mb-1 text-lg font-bold text-ink">{copy.declineTitle}</legend>
            <p className="mb-2 text-ink">{copy.declineLead}</p>
            {declineReasons.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-3 text-ink">
                <input
                  type="radio"
                  name="decline-reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-5"
                />
                {copy.reasons[value]}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <button type="submit" aria-disabled={sending} className={buttonVariants()}>
              {sending ? copy.declining : copy.declineConfirm}
            </button>
            <button
              type="button"
              onClick={() => setDeclining(false)}
              className={buttonVariants({ variant: "ghost" })}
            >
              {copy.declineCancel}
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            aria-disabled={sending}
            onClick={accept}
            className={buttonVariants({ size: "lg" })}
          >
            {sending ? copy.accepting : copy.accept}
          </button>
          <button
            type="button"
            onClick={() => setDeclining(true)}
            className={buttonVariants({ variant: "outline", size: "lg" })}
          >
            {copy.decline}
          </button>
        </div>
      )}
    </section>
  );
}

/** Whether the page is the one Checkout returned to after a payment (success_url). */
const backFromCheckout = () =>
  typeof window !== "undefined" &&
  new URLSearchParams(window.location.search).get("deposit") === "paid";

/**
 * Stripe tells the payment to the webhook, not to the page Checkout returns to, and it may come
 * after the customer: the page asks again this often, this many times, before it says to reload.
 */
const confirmEvery = 2_000;
const confirmTries = 30;

/** Back from Checkout and not yet paid: reads the quote again until the payment is recorded. */
function Confirming({ refresh }: { refresh: () => void }) {
  const [tries, setTries] = useState(0);
  const waiting = tries < confirmTries;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setTries((n) => n + 1);
      refresh();
    }, confirmEvery);
    return () => clearTimeout(timer);
  }, [waiting, tries, refresh]);
  return (
    <p role="status" className="text-lg text-ink">
      {waiting ? copy.deposit.confirming : copy.deposit.confirmingLate}
    </p>
  );
}

/**
 * The deposit of an accepted quote, when the owner asks one: Pay opens Stripe Checkout (the
 * amount is the server's); paid, it says so; a deposit paid on an earlier amount shows beside a
 * changed quote. Stripe unreachable: the acceptance stays, and the phone is offered.
 */
function Deposit({ token, quote, refresh }: { token: string; quote: Quote; refresh: () => void }) {
  const [state, setState] = useState<"idle" | "opening" | "payments" | "failed">("idle");
  const { status, paid_cents } = quote.deposit;
  const accepted = quote.answer?.kind === "accepted";
  if (status === "paid")
    return (
      <p role="status" className="text-lg font-semibold text-brand-dark">
        {copy.deposit.paid(formatMoney(paid_cents))}
      </p>
    );
  if (status === "refunded") return <p className="text-lg text-ink">{copy.deposit.refunded}</p>;
  const earlier = paid_cents > 0 && (
    <p className="text-lg text-ink">{copy.deposit.paidBefore(formatMoney(paid_cents))}</p>
  );
  if (!accepted || quote.deposit_cents === 0) return earlier || null;
  if (backFromCheckout()) return <Confirming refresh={refresh} />;
  const amount = formatMoney(quote.deposit_cents);
  const pay = async () => {
    if (state === "opening") return;
    setState("opening");
    const answer = await startPayment(getSupabase(), token);
    if (answer.kind === "checkout") return window.location.assign(answer.url);
    setState(answer.kind);
  };
  return (
    <section aria-labelledby="deposit-title" className="grid gap-3">
      <h2 id="deposit-title" className="text-xl font-bold text-ink">
        {copy.deposit.title}
      </h2>
      {earlier}
      <p className="text-lg text-ink">{copy.deposit.lead(amount)}</p>
      <button
        type="button"
        aria-disabled={state === "opening"}
        onClick={() => void pay()}
        className={`${buttonVariants({ size: "lg" })} w-fit`}
      >
        {state === "opening" ? copy.deposit.paying : copy.deposit.pay(amount)}
      </button>
      <div role="alert">
        {(state === "payments" || state === "failed") && (
          <p className={alertClass}>
            {state === "payments" ? copy.deposit.unavailable : copy.deposit.failed} <PhoneLinks />.
          </p>
        )}
      </div>
    </section>
  );
}
