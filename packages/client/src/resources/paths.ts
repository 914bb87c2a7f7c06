/** A path segment from a caller's value (ids, addresses), encoded. */
export const segment = (value: string) => encodeURIComponent(value);

/** An OpenAPI path template (`/customers/{address}`) with each `{name}` filled from `params`, encoded. */
export function fillPath(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === "") throw new TypeError(`Proofbase: ${template} needs params.${name}`);
    return segment(String(value));
  });
}
