/**
 * Stands in for `pako` in the browser bundle. The OpenAPI theme's ApiItem
 * imports pako only to inflate an operation stored compressed in front
 * matter; this site generates its pages with `disableCompression: true`
 * (config/api-docs.ts), so the front matter is plain JSON and ApiItem's
 * attempt to inflate it fails into its own fallback, which uses the JSON as
 * is. Throwing here takes the same path without shipping 14 KB (gzip) of
 * inflate code to every API page.
 */
function ungzip() {
  throw new Error('Compressed OpenAPI front matter is not used on this site.');
}

module.exports = {ungzip, inflate: ungzip};
