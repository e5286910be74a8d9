import { boot } from "./boot";

// scripts/prerender.js builds this file into the inline <script> of every prerendered page,
// which names the entry module in its data-entry attribute.
const entry = document.currentScript?.dataset.entry;
if (entry) boot(entry, window);
