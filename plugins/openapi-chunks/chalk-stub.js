/**
 * Stands in for `chalk` in the browser bundle. docusaurus-plugin-openapi-docs'
 * createSchemaExample, which the OpenAPI theme imports in the browser to build
 * request and response examples, colours one console warning with chalk;
 * the real package brings ansi-styles and supports-color (about 8 KB gzip) to
 * every API page for it. Here every colour is the identity: the warning is
 * printed as plain text.
 */
function chalk(...parts) {
  return parts.join(' ');
}
for (const name of [
  'yellow',
  'red',
  'green',
  'blue',
  'cyan',
  'magenta',
  'gray',
  'grey',
  'white',
  'bold',
  'dim',
]) {
  chalk[name] = chalk;
}

module.exports = chalk;
