import { serve } from "../_shared/http.ts";
import { submitRequestFromEnv } from "./handler.ts";

serve(submitRequestFromEnv((name) => Deno.env.get(name)));
