import { serve } from "../_shared/http.ts";
import { billingPortalFromEnv } from "./handler.ts";

serve(billingPortalFromEnv((name) => Deno.env.get(name)));
