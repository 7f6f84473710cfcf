import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {parse} from '@site/lib/openapi/inline-markdown';
import {renderInline} from '@site/src/components/InlineMarkdown';
import {
  changelog,
  changelogByYear,
  entryHeading,
  operationPath,
  yearId,
  type ChangelogEntry,
} from '@site/src/data/changelog';
import styles from './styles.module.css';

/** Text of the Markdown subset as React nodes; the unit test keeps every entry in the subset. */
function Text({markdown, entry}: {markdown: string; entry: ChangelogEntry}): ReactNode {
  const paragraphs = parse(markdown);
  if (!paragraphs) {
    throw new Error(`src/data/changelog.ts: entry "${entry.id}" leaves the Markdown subset.`);
  }
  return paragraphs.map((paragraph, index) => <p key={index}>{renderInline(paragraph)}</p>);
}

function versionLabel(entry: ChangelogEntry): string | undefined {
  if (!entry.version) return undefined;
  return entry.kind === 'widget'
    ? `Widget ${entry.version}`
    : `OpenAPI specification ${entry.version}`;
}

function Entry({entry}: {entry: ChangelogEntry}): ReactNode {
  const version = versionLabel(entry);
  return (
    <section className={styles.entry}>
      <Heading as="h3" id={entry.id}>
        {entryHeading(entry)}
      </Heading>
      {version && <p className={styles.version}>{version}</p>}
      <Text markdown={entry.changes} entry={entry} />
      {entry.steps && (
        <>
          <Heading as="h4" id={`${entry.id}-steps`}>
            {entry.steps.heading}
          </Heading>
          <ol>
            {entry.steps.items.map((item, index) => {
              const [paragraph] = parse(item) ?? [];
              return <li key={index}>{paragraph ? renderInline(paragraph) : item}</li>;
            })}
          </ol>
        </>
      )}
      {entry.operations && entry.operations.length > 0 && (
        <p className={styles.meta}>
          Operations changed:{' '}
          {entry.operations.map((id, index) => (
            <React.Fragment key={id}>
              {index > 0 && ', '}
              <Link to={operationPath(id)}>
                <code>{id}</code>
              </Link>
            </React.Fragment>
          ))}
        </p>
      )}
      {entry.links && entry.links.length > 0 && (
        <p className={styles.meta}>
          Read more:{' '}
          {entry.links.map((link, index) => (
            <React.Fragment key={link.to}>
              {index > 0 && ', '}
              <Link to={link.to}>{link.label}</Link>
            </React.Fragment>
          ))}
        </p>
      )}
    </section>
  );
}

/**
 * Every changelog entry (src/data/changelog.ts), newest first, under a
 * heading per year. Headings carry the entries' stable ids, which the feeds
 * link to; the page's table of contents comes from `changelogToc()`.
 */
export default function Changelog(): ReactNode {
  return changelogByYear(changelog).map(({year, entries}) => (
    <section key={year}>
      <Heading as="h2" id={yearId(year)}>
        {year}
      </Heading>
      {entries.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </section>
  ));
}
