import { useParams } from "react-router-dom";
import { ResidentsPage } from "@/features/residents/components/ResidentsPage";
import { NotFound } from "./NotFound";

/**
 * /r/<code>, a property's page for its residents, inside the public layout (the header's Call
 * button stays in reach). Never prerendered: hosts serve the app's shell for /r/* (dist/r.html,
 * scripts/prerender.js) and the page renders in the browser. An unknown code shows the 404 page.
 */
export default function Residents() {
  const { code = "" } = useParams();
  return <ResidentsPage key={code} code={code} notFound={<NotFound />} />;
}
