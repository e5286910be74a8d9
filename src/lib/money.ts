const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** Cents as the site writes dollars: "$349", or "$349.50" when there are cents. */
export const formatMoney = (cents: number) =>
  cents % 100 ? dollars.format(cents / 100) : wholeDollars.format(cents / 100);
