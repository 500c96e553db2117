/**
 * A small gazetteer of Indian cities for "nearby": each city's centre (degrees, rounded), other
 * names people type, and the leading digits of its pincodes. It is deliberately small and
 * city-level: a place it does not know has no point, and such reports list after those that do.
 */
export interface GazetteerCity {
  name: string;
  lat: number;
  lng: number;
  aliases: readonly string[];
  /** Leading digits of the city's pincodes; the longest matching prefix wins. */
  pincodes: readonly string[];
}

const city = (
  name: string,
  lat: number,
  lng: number,
  pincodes: string[],
  aliases: string[] = [],
): GazetteerCity => ({ name, lat, lng, pincodes, aliases });

export const GAZETTEER: readonly GazetteerCity[] = [
  city('Delhi', 28.61, 77.21, ['110'], ['New Delhi', 'Delhi NCR']),
  city('Noida', 28.54, 77.39, ['2013']),
  city('Ghaziabad', 28.67, 77.45, ['2010']),
  city('Gurugram', 28.46, 77.03, ['1220'], ['Gurgaon']),
  city('Mumbai', 19.08, 72.88, ['400'], ['Bombay']),
  city('Thane', 19.22, 72.98, ['4006']),
  city('Pune', 18.52, 73.86, ['411']),
  city('Nashik', 20.0, 73.79, ['422']),
  city('Nagpur', 21.15, 79.09, ['440']),
  city('Bengaluru', 12.97, 77.59, ['560'], ['Bangalore']),
  city('Mysuru', 12.3, 76.64, ['570'], ['Mysore']),
  city('Mangaluru', 12.91, 74.86, ['575'], ['Mangalore']),
  city('Chennai', 13.08, 80.27, ['600'], ['Madras']),
  city('Coimbatore', 11.02, 76.96, ['641']),
  city('Madurai', 9.93, 78.12, ['625']),
  city('Hyderabad', 17.39, 78.49, ['500'], ['Secunderabad']),
  city('Visakhapatnam', 17.69, 83.22, ['530'], ['Vizag']),
  city('Vijayawada', 16.51, 80.65, ['520']),
  city('Kolkata', 22.57, 88.36, ['700'], ['Calcutta']),
  city('Bhubaneswar', 20.3, 85.82, ['751']),
  city('Patna', 25.59, 85.14, ['800']),
  city('Ranchi', 23.34, 85.31, ['834']),
  city('Guwahati', 26.14, 91.74, ['781']),
  city('Ahmedabad', 23.02, 72.57, ['380']),
  city('Surat', 21.17, 72.83, ['395']),
  city('Vadodara', 22.31, 73.18, ['390'], ['Baroda']),
  city('Jaipur', 26.91, 75.79, ['302']),
  city('Lucknow', 26.85, 80.95, ['226']),
  city('Kanpur', 26.45, 80.33, ['208']),
  city('Varanasi', 25.32, 82.97, ['221'], ['Banaras']),
  city('Agra', 27.18, 78.01, ['282']),
  city('Dehradun', 30.32, 78.03, ['248']),
  city('Chandigarh', 30.73, 76.78, ['160']),
  city('Ludhiana', 30.9, 75.86, ['141']),
  city('Amritsar', 31.63, 74.87, ['143']),
  city('Shimla', 31.1, 77.17, ['171']),
  city('Jammu', 32.73, 74.86, ['180']),
  city('Srinagar', 34.08, 74.8, ['190']),
  city('Indore', 22.72, 75.86, ['452']),
  city('Bhopal', 23.26, 77.41, ['462']),
  city('Raipur', 21.25, 81.63, ['492']),
  city('Panaji', 15.49, 73.83, ['403'], ['Goa', 'Panjim']),
  city('Kochi', 9.93, 76.27, ['682'], ['Cochin', 'Ernakulam']),
  city('Thiruvananthapuram', 8.52, 76.94, ['695'], ['Trivandrum']),
];

/** Lower case, letters and digits only, single spaces: how places are compared. */
export function normalizePlace(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const byName = GAZETTEER.flatMap((entry) =>
  [entry.name, ...entry.aliases].map((label) => ({ label: normalizePlace(label), entry })),
).sort((a, b) => b.label.length - a.label.length);

/** The city a pincode (6 digits) belongs to, by its longest known prefix. */
export function cityOfPincode(pincode: string): GazetteerCity | undefined {
  let best: { entry: GazetteerCity; length: number } | undefined;
  for (const entry of GAZETTEER) {
    for (const prefix of entry.pincodes) {
      if (pincode.startsWith(prefix) && (!best || prefix.length > best.length))
        best = { entry, length: prefix.length };
    }
  }
  return best?.entry;
}

/**
 * The gazetteer city a free-text place names: a 6-digit pincode in it, or else a city name or
 * alias appearing in it as whole words (the longest one, so "New Delhi" beats "Delhi").
 */
export function findCity(place: string): GazetteerCity | undefined {
  const pincode = /\b(\d{6})\b/.exec(place)?.[1];
  if (pincode) {
    const found = cityOfPincode(pincode);
    if (found) return found;
  }
  const text = ` ${normalizePlace(place)} `;
  return byName.find(({ label }) => text.includes(` ${label} `))?.entry;
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
