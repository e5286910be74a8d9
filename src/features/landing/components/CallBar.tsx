import { useEffect, useState } from "react";
import { FileText, MessageSquare, Phone } from "lucide-react";
import { callBar } from "@/features/landing/content/trust";
import { siteConfig } from "@/config/site";
import { cn } from "@/lib/utils";
import { useAfterHydration } from "@/features/landing/hooks/use-after-hydration";

// One height for the bar and for the space it reserves at the end of the page's content.
const barHeight = "h-[calc(4.5rem_+_env(safe-area-inset-bottom))]";
const linkClass =
  "flex h-14 flex-col items-center justify-center gap-0.5 rounded-lg text-sm font-semibold [&_svg]:size-5";

/**
 * Shows the bar once the hero's Call Now has gone above the viewport (or under the sticky
 * header, hence the top margin) and hides it while the footer, which lists the same contacts,
 * is on screen.
 */
function useShown() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const hero = document.getElementById("hero-title")?.closest("section");
    const callNow = hero?.querySelector('a[href^="tel:"]');
    const footer = document.querySelector("footer");
    if (!callNow || !footer) return;
    let callNowAbove = false;
    let footerOnScreen = false;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.target === footer) {
            footerOnScreen = entry.isIntersecting;
          } else {
            // Compared with the top of the observed area, not with 0: the observer reports
            // Call Now as it slips under the header, while its top is still on screen.
            const rootTop = entry.rootBounds?.top ?? 0;
            callNowAbove = !entry.isIntersecting && entry.boundingClientRect.top < rootTop;
          }
        }
        setShown(callNowAbove && !footerOnScreen);
      },
      { rootMargin: "-64px 0px 0px 0px" },
    );
    observer.observe(callNow);
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return shown;
}

/**
 * Call, Text and Request online at the bottom of phone screens (below 768 px only). Only the
 * app can show the bar, so its markup is not in the HTML: the app adds it, hidden, as it starts.
 */
export function CallBar() {
  const shown = useShown();
  const hydrated = useAfterHydration();
  const { phone } = siteConfig;
  return (
    <>
      {/* Keeps the end of the content clear of the bar; the colour continues the last section. */}
      <div aria-hidden="true" className={cn(barHeight, "bg-surface md:hidden")} />
      {hydrated && (
        <nav
          aria-label={callBar.label}
          className={cn(
            barHeight,
            "fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white px-3 pb-[env(safe-area-inset-bottom)] pt-2 transition-[transform,visibility] duration-200 motion-reduce:transition-none md:hidden",
            shown ? "visible translate-y-0" : "invisible translate-y-full",
          )}
        >
          <ul className="grid grid-cols-3 gap-2">
            <li>
              <a href={phone.href} className={cn(linkClass, "bg-accent text-ink")}>
                <Phone aria-hidden="true" />
                {callBar.call}
              </a>
            </li>
            <li>
              <a href={phone.sms} className={cn(linkClass, "bg-brand text-white")}>
                <MessageSquare aria-hidden="true" />
                {callBar.text}
              </a>
            </li>
            <li>
              <a
                href={callBar.requestOnline.href}
                className={cn(linkClass, "border-2 border-brand text-brand-dark")}
              >
                <FileText aria-hidden="true" />
                {callBar.requestOnline.label}
              </a>
            </li>
          </ul>
        </nav>
      )}
    </>
  );
}
