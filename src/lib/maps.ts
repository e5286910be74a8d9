/** A maps search of a street address and city: Google Maps' documented search URL. */
export const mapsHref = (address: string, city: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address}, ${city}`)}`;
