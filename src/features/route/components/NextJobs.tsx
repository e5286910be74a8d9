import { useCallback } from "react";
import type { Supabase } from "@/auth/supabase";
import { buttonVariants } from "@/components/ui/Button";
import { alertClass } from "@/components/ui/form-classes";
import { whenLabel } from "@/lib/days";
import { mapsHref } from "@/lib/maps";
import { parseUsPhone } from "@/lib/phone";
import { useLoad } from "@/lib/use-load";
import { loadJobs, type Job } from "@/features/route/api/jobs";
import { routeCopy } from "@/features/route/content";

const copy = routeCopy.jobs;

/** Where the route's "Go to the next jobs" link lands. */
export const nextJobsId = "next-jobs";

/**
 * The next jobs under tonight's route, for whoever runs it (the crew, and the owner on his own
 * route): where to be, when, what the owner noted, and one tap to call or text the customer.
 */
export function NextJobs({ client }: { client: Supabase }) {
  const { state, retry } = useLoad(
    useCallback(() => loadJobs(client), [client]),
    { whenVisible: true },
  );
  return (
    <section aria-labelledby={nextJobsId} className="grid gap-3">
      <h2 id={nextJobsId} tabIndex={-1} className="text-2xl font-bold text-ink">
        {copy.heading}
      </h2>
      {state.kind === "loading" && <p role="status">{copy.loading}</p>}
      {state.kind === "failed" && (
        <div role="alert" className={alertClass}>
          <p>{copy.failed[state.failure]}</p>
          <button type="button" onClick={retry} className={`${buttonVariants()} mt-3`}>
            {routeCopy.retry}
          </button>
        </div>
      )}
      {state.kind === "ready" &&
        (state.data.length === 0 ? (
          <p className="text-lg text-ink">{copy.none}</p>
        ) : (
          <ol className="grid gap-3">
            {state.data.map((job) => (
              <JobItem key={job.id} job={job} />
            ))}
          </ol>
        ))}
    </section>
  );
}

/** One job. What the customer typed is isolated (<bdi>), so a right-to-left text reorders nothing. */
function JobItem({ job }: { job: Job }) {
  const phone = parseUsPhone(job.phone);
  const address = `${job.address}, ${job.city}`;
  const name = job.first_name && (
    <>
      {" "}
      <bdi>{job.first_name}</bdi>
    </>
  );
  return (
    <li className="grid gap-2 rounded-xl border-2 border-ink p-4 text-ink">
      <h3 className="text-lg font-bold">{whenLabel(job) ?? copy.noDay}</h3>
      <a
        href={mapsHref(job.address, job.city)}
        className="font-semibold text-brand-dark underline"
        aria-label={copy.maps(address)}
      >
        <bdi>{address}</bdi>
      </a>
      {job.note && (
        <p>
          <span className="font-semibold">{copy.note}:</span>{" "}
          <bdi className="whitespace-pre-line">{job.note}</bdi>
        </p>
      )}
      {phone && (
        <div className="flex flex-wrap gap-3">
          <a href={phone.href} className={buttonVariants({ variant: "outline", size: "sm" })}>
            {copy.call}
            {name}
          </a>
          <a href={phone.sms} className={buttonVariants({ variant: "outline", size: "sm" })}>
            {copy.text}
            {name}
          </a>
        </div>
      )}
    </li>
  );
}
