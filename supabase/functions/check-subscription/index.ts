import { serve } from "../_shared/http.ts";
import { checkSubscriptionFromEnv } from "./handler.ts";

serve(checkSubscriptionFromEnv((name) => Deno.env.get(name)));
