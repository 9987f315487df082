/**
 * Coordinates as an owner pastes them from a map app: "31.2397, 121.4998" (latitude first), also with a Chinese
 * comma or spaces only. The form keeps them as the two text fields the contract checks (range, both or neither);
 * text that is not two numbers goes to the contract as it is, so its message names the field.
 */
export function parseCoords(text: string): { lat: string; lng: string } {
  const parts = text
    .trim()
    .split(/\s*[,，]\s*|\s+/)
    .filter(Boolean);
  if (parts.length === 0) return { lat: '', lng: '' };
  return { lat: parts[0] ?? '', lng: parts[1] ?? '' };
}

/** The field's text for two coordinates ('' when there are none). */
export const coordsText = (lat: string, lng: string) => (lat === '' && lng === '' ? '' : `${lat}, ${lng}`);
