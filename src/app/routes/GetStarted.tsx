import { requestConfig } from "@/features/request/content/request";
import { siteConfig } from "@/config/site";
import { RequestForm } from "@/features/request/components/RequestForm";
import { cn } from "@/lib/utils";
import { useHydrated } from "../use-hydrated";

const { page, noScript } = requestConfig;
const linkClass = "font-semibold text-brand-dark underline";

/**
 * /get-started, step 2 of How to start. The prerendered page carries the heading and, for
 * browsers without JavaScript, the phone and e-mail instead of a form that could not send; the
 * form itself appears once the page runs (it reads the draft and ?service=, which the
 * prerender cannot know, so rendering it only then also keeps hydration exact).
 */
export default function GetStarted() {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="get-started-title" className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 id="get-started-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {page.title}
      </h1>
      <p className="mt-3 text-lg text-muted">{page.lead}</p>
      <noscript>
        <p className="mt-8 rounded-xl bg-brand-light p-4 text-lg text-ink">
          {noScript.before}{" "}
          <a href={siteConfig.phone.href} className={linkClass}>
            {siteConfig.phone.display}
          </a>{" "}
          {noScript.between}{" "}
          <a href={`mailto:${siteConfig.email}`} className={cn(linkClass, "break-all")}>
            {siteConfig.email}
          </a>{" "}
          {noScript.after}
        </p>
      </noscript>
      {/* A screen's height held for the form keeps the footer from jumping when it appears. */}
      <div className="mt-10 min-h-screen">{hydrated && <RequestForm />}</div>
    </section>
  );
}
