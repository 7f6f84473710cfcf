/**
 * The one matcher of OpenAPI path templates (`/postcodes/{postcode}`) against
 * request paths. Browser-safe and pure: the sandbox's router, the Try-it
 * console, the facts lint and the tests call it.
 *
 * A template parameter matches exactly one non-empty segment. Segments are
 * compared after percent-decoding; `pathSegments` does the decoding and
 * reports an invalid escape with `undefined` so each caller answers it its
 * own way (the sandbox with a 400, Try-it by showing the path as typed).
 */

/** The decoded segments of a path (`/a/b%20c` → `['a', 'b c']`), or `undefined` on a bad escape. */
export function pathSegments(path: string): string[] | undefined {
  const raw = path.replace(/^\/+/, '').split('/');
  const out: string[] = [];
  for (const segment of raw) {
    try {
      out.push(decodeURIComponent(segment));
    } catch {
      return undefined;
    }
  }
  return out;
}

/** The names of a template's parameters, in order: `/keys/{key}/usage` → `['key']`. */
export function templateParameters(template: string): string[] {
  return [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
}

/**
 * Matches decoded path segments against a template, and returns the value of
 * each path parameter, or `undefined` when the path is not the template's.
 */
export function matchPathTemplate(
  template: string,
  segments: readonly string[],
): Record<string, string> | undefined {
  const parts = template.replace(/^\/+/, '').split('/');
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [index, part] of parts.entries()) {
    const name = /^\{([^}]+)\}$/.exec(part)?.[1];
    if (name !== undefined) {
      if (segments[index] === '') return undefined;
      params[name] = segments[index];
    } else if (part !== segments[index]) {
      return undefined;
    }
  }
  return params;
}

/** Fills a template's parameters, percent-encoding each value: the inverse of `matchPathTemplate`. */
export function fillPathTemplate(
  template: string,
  values: Readonly<Record<string, string>>,
): string {
  return template.replace(/\{([^}]+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? encodeURIComponent(values[name]) : whole,
  );
}
