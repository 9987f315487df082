/** A query string (circle and other screens name their objects in the query, as the spec's routes do). */
export const cq = (o: Record<string, string>) => new URLSearchParams(o).toString();
