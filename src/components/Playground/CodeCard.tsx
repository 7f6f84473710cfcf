import React, {useState} from 'react';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {identity} from '@site/src/identity';
import type {PlaygroundConfig} from './config';
import {CODE_TABS, generateCode} from './codegen';
import styles from './styles.module.css';

/** The code for the configuration, per integration, with the script tag pinned or not. */
export default function CodeCard({config}: {config: PlaygroundConfig}): ReactNode {
  const [pinned, setPinned] = useState(false);

  return (
    <section className={styles.card} aria-labelledby="playground-code">
      <h2 id="playground-code" className={styles.cardTitle}>
        Code for this configuration
      </h2>
      <div className={styles.checkRow}>
        <input
          id="pg-pinned"
          type="checkbox"
          checked={pinned}
          aria-describedby="pg-pinned-hint"
          onChange={(event) => setPinned(event.target.checked)}
        />
        <label htmlFor="pg-pinned">
          Script tag: pin release {identity.widget.release.version} with Subresource Integrity
        </label>
        <span id="pg-pinned-hint" className={styles.hint}>
          The <code>integrity</code> value is the SHA-384 hash the CDN publishes for that
          release&rsquo;s file; the browser refuses the file if its bytes differ. You then upgrade
          by hand, changing the version and the hash together.{' '}
          <Link to="/docs/address-lookup/script#pin-the-major-version">Docs</Link>
        </span>
      </div>
      <Tabs groupId="integration">
        {CODE_TABS.map((tab) => (
          <TabItem key={tab.value} value={tab.value} label={tab.label}>
            <CodeBlock language={tab.language}>
              {generateCode(tab.value, config, {pinned})}
            </CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}
