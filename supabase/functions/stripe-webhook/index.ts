import { serve } from "../_shared/http.ts";
import { stripeWebhookFromEnv } from "./handler.ts";

serve(stripeWebhookFromEnv((name) => Deno.env.get(name)));
