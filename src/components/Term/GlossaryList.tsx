import React from 'react';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {glossaryAlphabetical, termPath} from '@site/src/data/glossary';
import styles from './GlossaryList.module.css';

/** Every glossary term, alphabetically, linked to its page with its one-line definition. */
export default function GlossaryList(): ReactNode {
  return (
    <dl className={styles.list}>
      {glossaryAlphabetical().map((entry) => (
        <div key={entry.slug} className={styles.entry}>
          <dt>
            <Link to={termPath(entry.slug)}>{entry.term}</Link>
          </dt>
          <dd>{entry.definition}</dd>
        </div>
      ))}
    </dl>
  );
}
