import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { installControls } from "@/components/ui/controls";

afterEach(() => cleanup());

// The tabs and menus answer from their markup through the listeners that the page's inline boot
// script installs (src/app/boot-script.ts), so a rendered component gets them as on the page:
// once per document, which the files of a worker may share.
const withControls = globalThis as { controlsIn?: Document };
if (typeof document !== "undefined" && withControls.controlsIn !== document) {
  withControls.controlsIn = document;
  installControls(document);
}
