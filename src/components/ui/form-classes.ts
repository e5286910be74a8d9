/** The forms' shared classes: theme tokens only, 44 px targets, a red edge while invalid. */
export const inputClass =
  "min-h-11 w-full rounded-lg border-2 border-muted bg-white px-3 text-base text-ink aria-[invalid=true]:border-danger";
export const labelClass = "font-medium text-ink";
export const alertClass =
  "rounded-xl border-2 border-danger bg-white p-4 font-semibold text-danger";
