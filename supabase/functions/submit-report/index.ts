import { serve } from "../_shared/http.ts";
import { submitReportFromEnv } from "./handler.ts";

serve(submitReportFromEnv((name) => Deno.env.get(name)));
