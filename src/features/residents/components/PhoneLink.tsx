import { siteConfig } from "@/config/site";

/** The business's phone as the way forward: a tel: link made from the checked number. */
export function PhoneLink() {
  return (
    <a href={siteConfig.phone.href} className="font-semibold text-brand-dark underline">
      {siteConfig.phone.display}
    </a>
  );
}
