import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { siteConfig } from "@/config/site";
import { ButtonLink } from "@/components/ui/Button";

export function NotFound() {
  const { pathname } = useLocation();
  const { code, title, home } = siteConfig.notFound;

  useEffect(() => {
    console.error(`404 Error: user attempted to access non-existent route: ${pathname}`);
  }, [pathname]);

  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand">{code}</p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold text-ink">
        {title}
      </h1>
      <ButtonLink href="/" size="lg" className="mt-8">
        {home}
      </ButtonLink>
    </section>
  );
}
