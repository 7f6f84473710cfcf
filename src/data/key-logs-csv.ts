/**
 * The columns of the Key Logs CSV download (GET /keys/{key}/lookups), stated
 * once. The OpenAPI description lists them through the `%%keyLogColumns%%`
 * bundle token (config/openapi-source.ts) and the guides
 * render them with `<KeyLogColumns>`, so a column's position is never retyped.
 */
export interface CsvColumn {
  id: 'time' | 'ip' | 'term' | 'url' | 'type' | 'tags' | 'cost' | 'licensee' | 'sourceIp';
  /** One sentence, Markdown code spans allowed; `%%tokens%%` allowed. */
  description: string;
}

export const keyLogColumns: readonly CsvColumn[] = [
  {id: 'time', description: 'Time of the request (ISO 8601).'},
  {id: 'ip', description: 'IP address of the requester.'},
  {id: 'term', description: 'Search term.'},
  {id: 'url', description: 'URL the request came from.'},
  {id: 'type', description: 'Type of lookup.'},
  {id: 'tags', description: 'Tags of the request, as sent in `tags`.'},
  {id: 'cost', description: 'Lookups charged.'},
  {id: 'licensee', description: 'Licensee name (sublicensing keys only).'},
  {
    id: 'sourceIp',
    description:
      'End user IP address from the `%%sourceIpHeader%%` header, when IP forwarding is on.',
  },
];

/** The columns as a Markdown ordered list (placeholders left for the caller to replace). */
export function keyLogColumnsMarkdown(): string {
  return keyLogColumns.map((column, index) => `${index + 1}. ${column.description}`).join('\n');
}
