// Relative imports: scripts/prerender.js builds this file without the app's Vite config (its alias).
import { installControls } from "../components/ui/controls";
import { noteReferrer } from "../lib/referrer";
import { boot } from "./boot";

// scripts/prerender.js builds this file into the inline <script> at the end of every prerendered
// page, which names the entry module in its data-entry attribute. The tabs and menus above it
// answer from here on.
installControls(document);
// main.tsx notes the visit's referrer once the app starts; a visitor who follows a link before
// that (from a search, straight to a city page) would leave without it. Leaving notes it too.
addEventListener("pagehide", noteReferrer);
const entry = document.currentScript?.dataset.entry;
if (entry) boot(entry, window);
