/** The inbox's shared classes: theme tokens only, 44 px targets. */
export const inputClass =
  "min-h-11 w-full rounded-lg border-2 border-muted bg-white px-3 text-base text-ink";
export const labelClass = "font-medium text-ink";
export const alertClass =
  "rounded-xl border-2 border-danger bg-white p-4 font-semibold text-danger";
