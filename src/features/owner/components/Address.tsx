import { Fragment } from "react";
import type { InboxRequest } from "@/features/owner/api/requests";

/** The street address, unit and city on one line, each part isolated as the visitor typed it. */
export function Address({ request }: { request: Pick<InboxRequest, "address" | "unit" | "city"> }) {
  const parts = [request.address, request.unit, request.city].filter(Boolean);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && ", "}
      <bdi>{part}</bdi>
    </Fragment>
  ));
}
