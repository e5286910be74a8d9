import { serve } from "../_shared/http.ts";
import { notifyNewRequestFromEnv } from "./handler.ts";

serve(notifyNewRequestFromEnv((name) => Deno.env.get(name)));
