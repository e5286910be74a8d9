/** The 8 service areas as the product specification (§2) lists them, restated once so tests check the app against the spec, not against itself. */
export const specAreas = [
  "Pleasant Grove",
  "Orem",
  "Provo",
  "Salt Lake City",
  "Park City",
  "Springville",
  "Spanish Fork",
  "Heber",
];
