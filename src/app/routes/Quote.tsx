import { useParams } from "react-router-dom";
import { QuotePage } from "@/features/quote/components/QuotePage";
import { NotFound } from "./NotFound";

/**
 * /q/<token>, the quote the owner sent a customer, inside the public layout (the header's Call
 * button stays in reach). Never prerendered: hosts serve the app's shell for /q/* (dist/q.html,
 * scripts/prerender.js) and the page renders in the browser. A link that is not a quote's shows
 * the 404 page.
 */
export default function Quote() {
  const { token = "" } = useParams();
  return <QuotePage key={token} token={token} notFound={<NotFound />} />;
}
