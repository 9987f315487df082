/** Rough ground distance in km (equirectangular): exact enough to find the nearest of a few hundred city centres. */
export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const x = (bLng - aLng) * rad * Math.cos(((aLat + bLat) / 2) * rad);
  const y = (bLat - aLat) * rad;
  return Math.sqrt(x * x + y * y) * 6371;
}

/** The item nearest to a point within `maxKm`, or null. */
export function nearest<T extends { lat: number; lng: number }>(items: readonly T[], lat: number, lng: number, maxKm: number): T | null {
  let best: T | null = null;
  let bestKm = maxKm;
  for (const it of items) {
    const km = distanceKm(lat, lng, it.lat, it.lng);
    if (km <= bestKm) {
      best = it;
      bestKm = km;
    }
  }
  return best;
}
