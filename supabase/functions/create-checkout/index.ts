import { serve } from "../_shared/http.ts";
import { createCheckoutFromEnv } from "./handler.ts";

serve(createCheckoutFromEnv((name) => Deno.env.get(name)));
