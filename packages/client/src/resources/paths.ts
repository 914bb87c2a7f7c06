/** A path segment from a caller's value (ids, addresses), encoded. */
export const segment = (value: string) => encodeURIComponent(value);
