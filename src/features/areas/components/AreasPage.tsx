import type { ReactNode } from "react";
import type { Crumb } from "@/config/areas";
import { Breadcrumb } from "./Breadcrumb";

/** The frame of /areas and of each city page: the breadcrumb, the page's h1, its content. */
export function AreasPage({
  steps,
  title,
  children,
}: {
  steps: Crumb[];
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Breadcrumb steps={steps} />
      <h1 className="mt-4 text-balance text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {title}
      </h1>
      {children}
    </div>
  );
}
