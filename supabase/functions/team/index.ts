import { serve } from "../_shared/http.ts";
import { teamFromEnv } from "./handler.ts";

serve(teamFromEnv((name) => Deno.env.get(name)));
