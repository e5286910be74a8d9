import { serve } from "../_shared/http.ts";
import { quoteFromEnv } from "./handler.ts";

serve(quoteFromEnv((name) => Deno.env.get(name)));
