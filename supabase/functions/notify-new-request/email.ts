import {
  serviceNames,
  trashPricePerRoomPerMonth,
  type ServiceValue,
} from "../_shared/services.ts";

/** A row of service_requests as the database webhook sends it. */
export type ServiceRequest = {
  id: string;
  service: ServiceValue;
  name: string;
  phone: string;
  email?: string | null;
  address: string;
  unit?: string | null;
  city: string;
  rooms?: number | null;
  garage_size?: string | null;
  start_date?: string | null;
  contact_method: "text" | "call";
  notes?: string | null;
  property_name?: string | null;
  units?: number | null;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** The lines of the message as [label, text, link?]; empty fields are left out. */
function lines(r: ServiceRequest): [string, string, string?][] {
  const all: [string, string | null | undefined, string?][] = [
    ["Service", serviceNames[r.service] ?? r.service],
    ["Name", r.name],
    ["Phone", r.phone, `tel:${r.phone}`],
    ["E-mail", r.email, r.email ? `mailto:${r.email}` : undefined],
    ["Address", [r.address, r.unit].filter(Boolean).join(", ")],
    ["City", r.city],
    ["Property", r.property_name],
    ["Units", r.units?.toString()],
    [
      "Rooms",
      r.rooms ? `${r.rooms} (about $${r.rooms * trashPricePerRoomPerMonth}/month)` : undefined,
    ],
    ["Garage size", r.garage_size],
    ["Start date", r.start_date],
    ["Contact by", r.contact_method === "call" ? "Call" : "Text"],
    ["Notes", r.notes],
  ];
  return all.filter((line): line is [string, string, string?] => Boolean(line[1]));
}

/** The owner's e-mail about a new request, as text and as HTML with the user's text escaped. */
export function formatRequest(r: ServiceRequest) {
  const fields = lines(r);
  const cell = ([, text, link]: [string, string, string?]) =>
    link ? `<a href="${escapeHtml(link)}">${escapeHtml(text)}</a>` : escapeHtml(text);
  return {
    subject: `New request: ${serviceNames[r.service] ?? r.service} for ${r.name}`,
    text: fields.map(([label, text]) => `${label}: ${text}`).join("\n"),
    html: `<table>${fields
      .map((f) => `<tr><th align="left">${f[0]}</th><td>${cell(f)}</td></tr>`)
      .join("")}</table>`,
  };
}
