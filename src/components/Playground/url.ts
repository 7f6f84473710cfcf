/**
 * How a playground configuration travels in a URL query, shared by the
 * playground (which reads and writes it) and the "Open in playground" links
 * on option pages (which only write it). Deliberately free of the widget
 * catalogue, so the links add almost nothing to the pages that carry them.
 *
 * Format: one parameter per option, named after the option.
 * - booleans: `hideToolbar=true`
 * - strings: `defaultCountry=GBR`
 * - lists: `restrictCountries=USA,GBR`
 * - objects (`queryOptions`): one parameter per key, `queryOptions.state=California`
 */

/** Site path of the playground page. */
const PLAYGROUND_PATH = '/docs/address-lookup/playground';

type PresetValue = string | boolean | readonly string[] | Readonly<Record<string, string>>;

/** Widget options to preset, keyed by option name. */
export type Preset = Readonly<Record<string, PresetValue>>;

/** Writes a preset as URL query parameters, in the preset's key order. */
export function presetToSearchParams(preset: Preset): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(preset)) {
    if (typeof value === 'boolean' || typeof value === 'string') {
      params.set(name, String(value));
    } else if (Array.isArray(value)) {
      params.set(name, value.join(','));
    } else {
      for (const [key, text] of Object.entries(value as Record<string, string>)) {
        params.set(`${name}.${key}`, text);
      }
    }
  }
  return params;
}

/** Link to the playground with `preset` applied. */
export function playgroundHref(preset: Preset): string {
  const query = presetToSearchParams(preset).toString();
  return query ? `${PLAYGROUND_PATH}?${query}` : PLAYGROUND_PATH;
}
