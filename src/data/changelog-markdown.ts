/**
 * Markdown for the changelog components, so the page's twin
 * (plugins/agent-docs, registered in config/agent-docs.ts) carries every
 * entry and the feed links. Reads the same data as the components.
 */
import {
  changelog,
  changelogByYear,
  changelogFeeds,
  entryHeading,
  operationPath,
  type ChangelogEntry,
} from './changelog';

function entryMarkdown(entry: ChangelogEntry): string {
  const parts = [`### ${entryHeading(entry)}`];
  if (entry.version) {
    parts.push(
      entry.kind === 'widget'
        ? `Widget ${entry.version}`
        : `OpenAPI specification ${entry.version}`,
    );
  }
  parts.push(entry.changes.trim());
  if (entry.steps) {
    parts.push(
      `#### ${entry.steps.heading}`,
      entry.steps.items.map((item, index) => `${index + 1}. ${item}`).join('\n'),
    );
  }
  if (entry.operations?.length) {
    const links = entry.operations.map((id) => `[\`${id}\`](${operationPath(id)})`);
    parts.push(`Operations changed: ${links.join(', ')}`);
  }
  if (entry.links?.length) {
    parts.push(`Read more: ${entry.links.map((link) => `[${link.label}](${link.to})`).join(', ')}`);
  }
  return parts.join('\n\n');
}

/** Every entry under its year heading, as the `<Changelog>` component shows them. */
export function changelogMarkdown(entries: readonly ChangelogEntry[] = changelog): string {
  return changelogByYear(entries)
    .map(({year, entries: inYear}) => [`## ${year}`, ...inYear.map(entryMarkdown)].join('\n\n'))
    .join('\n\n');
}

/** The feed links of `<ChangelogFeeds>` as a list. */
export function changelogFeedsMarkdown(): string {
  return changelogFeeds.map((feed) => `- [${feed.label}](${feed.path})`).join('\n');
}

/** Renderers by component name, for the agent-docs `components` option. */
export const changelogComponentsMarkdown = {
  Changelog: () => changelogMarkdown(),
  ChangelogFeeds: () => changelogFeedsMarkdown(),
};
