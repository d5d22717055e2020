// Capitals (and Magdeburg, for the spec's DE + ST case) with their coordinates: the sandbox's whole "map".
// A browser location resolves to the nearest of these, which is enough to try the geo-block re-verify offline.
export interface Place {
  country: string;
  subdivision: string | null;
  lat: number;
  lon: number;
}

const lines = `
DE|BE|52.52|13.405
DE|ST|52.1205|11.6276
DE|BY|48.1351|11.582
US||38.9072|-77.0369
US||40.7128|-74.006
US||34.0522|-118.2437
GB||51.5074|-0.1278
FR||48.8566|2.3522
NL||52.3676|4.9041
BE||50.8503|4.3517
AT||48.2082|16.3738
CH||46.948|7.4474
IT||41.9028|12.4964
ES||40.4168|-3.7038
PT||38.7223|-9.1393
IE||53.3498|-6.2603
DK||55.6761|12.5683
SE||59.3293|18.0686
NO||59.9139|10.7522
FI||60.1699|24.9384
PL||52.2297|21.0122
CZ||50.0755|14.4378
HU||47.4979|19.0402
RO||44.4268|26.1025
BG||42.6977|23.3219
GR||37.9838|23.7275
TR||39.9334|32.8597
UA||50.4501|30.5234
EE||59.437|24.7536
LV||56.9496|24.1052
LT||54.6872|25.2797
CA||45.4215|-75.6972
MX||19.4326|-99.1332
BR||-15.7939|-47.8828
AR||-34.6037|-58.3816
CL||-33.4489|-70.6693
CO||4.711|-74.0721
CW||12.1091|-68.9316
AU||-35.2809|149.13
NZ||-41.2865|174.7762
JP||35.6762|139.6503
KR||37.5665|126.978
CN||39.9042|116.4074
IN||28.6139|77.209
TH||13.7563|100.5018
VN||21.0278|105.8342
ID||-6.2088|106.8456
AE||24.4539|54.3773
SA||24.7136|46.6753
IL||31.7683|35.2137
EG||30.0444|31.2357
NG||9.0765|7.3986
ZA||-25.7479|28.2293
`;

export const places: readonly Place[] = lines
  .trim()
  .split("\n")
  .map((line) => {
    const [country = "", subdivision = "", lat = "0", lon = "0"] = line.split("|");
    return { country, subdivision: subdivision || null, lat: Number(lat), lon: Number(lon) };
  });

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export function nearestPlace(point: { lat: number; lon: number }): Place {
  let best = places[0]!;
  for (const place of places) if (distanceKm(point, place) < distanceKm(point, best)) best = place;
  return best;
}
