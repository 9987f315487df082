/**
 * One line for a place: province, city and street address without repeats. Municipalities (北京市, 上海市,
 * 天津市, 重庆市) and Hong Kong/Macau have the same province and city, and people often type the city again at
 * the start of the address; "北京市 北京市 北京市朝阳区…" becomes "北京市朝阳区…". Chinese addresses run together.
 */
export function placeLine(province: string, city: string, address: string): string {
  let line = '';
  for (const part of [province.trim(), city.trim()]) if (part && !line.endsWith(part)) line += part;
  let rest = address.trim();
  // Drop what the address repeats of the line's start ("北京市朝阳区…" after "北京市").
  for (const part of [province.trim(), city.trim()]) if (part && rest.startsWith(part)) rest = rest.slice(part.length);
  return line + rest;
}
