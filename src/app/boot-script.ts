// Relative imports: scripts/prerender.js builds this file without the app's Vite config (its alias).
import { installControls } from "../components/ui/controls";
import { boot } from "./boot";

// scripts/prerender.js builds this file into the inline <script> at the end of every prerendered
// page, which names the entry module in its data-entry attribute. The tabs and menus above it
// answer from here on.
installControls(document);
const entry = document.currentScript?.dataset.entry;
if (entry) boot(entry, window);
