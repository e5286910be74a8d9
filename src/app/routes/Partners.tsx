import { PartnersPage } from "@/features/partners/components/PartnersPage";

/** /partners: the page for property managers (src/features/partners), in a chunk of its own. */
export default function Partners() {
  return <PartnersPage />;
}
