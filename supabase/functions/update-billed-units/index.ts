import { serve } from "../_shared/http.ts";
import { updateBilledUnitsFromEnv } from "./handler.ts";

serve(updateBilledUnitsFromEnv((name) => Deno.env.get(name)));
