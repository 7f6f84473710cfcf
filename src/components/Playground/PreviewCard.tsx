import React, {useRef} from 'react';
import type {ReactNode} from 'react';
import type {SandboxRequest, SandboxResponse} from '@site/lib/sandbox/types';
import type {PlaygroundConfig} from './config';
import InlineCode from '../SchemaFields/InlineCode';
import DemoWidget, {type DemoWidgetHandle} from './DemoWidget';
import {freeTextQueries, loadSandbox, testQueries} from './sandbox';
import styles from './styles.module.css';

interface PreviewCardProps {
  config: PlaygroundConfig;
  update: (change: Partial<PlaygroundConfig>) => void;
  onCallback: (name: string, argument?: unknown) => void;
  onRequest: (request: SandboxRequest, response: SandboxResponse) => void;
}

/** The live preview, with the test queries and free text a button types into it. */
export default function PreviewCard({
  config,
  update,
  onCallback,
  onRequest,
}: PreviewCardProps): ReactNode {
  const widget = useRef<DemoWidgetHandle>(null);

  return (
    <section className={styles.card} aria-labelledby="playground-preview">
      <h2 id="playground-preview" className={styles.cardTitle}>
        Preview
      </h2>
      <DemoWidget
        config={config}
        loadSandbox={loadSandbox}
        onCallback={onCallback}
        onRequest={onRequest}
        ref={widget}
      />
      <h3 className={styles.subTitle}>Test queries to try</h3>
      <p className={styles.hint}>
        From the sandbox&rsquo;s test inputs. Pressing one types it into the preview, switching to
        its country and <code>format</code> when it has one.
      </p>
      <ul className={styles.testQueries}>
        {testQueries.map((test) => (
          <li key={test.id} data-test-query={test.query} data-context={test.context}>
            <button
              type="button"
              className={styles.smallButton}
              aria-label={`Type the test query ${test.query} into the preview`}
              onClick={() => {
                if (test.format && test.format !== config.format) update({format: test.format});
                widget.current?.typeTestQuery(test.query, test.context);
              }}
            >
              <code>{test.query}</code>
            </button>{' '}
            <span className={styles.hint}>
              {test.context ? `${test.context}: ` : ''}
              <InlineCode text={test.description} />
            </span>
          </li>
        ))}
      </ul>
      <h3 className={styles.subTitle}>Free text to try</h3>
      <p className={styles.hint}>
        Anything else you type is searched in the sandbox&rsquo;s small, fictional test dataset, so
        the filters and biases of <code>queryOptions</code> narrow and reorder the suggestions.
      </p>
      <ul className={styles.testQueries}>
        {freeTextQueries.map((free) => (
          <li key={free.query} data-free-text={free.query} data-context={free.context}>
            <button
              type="button"
              className={styles.smallButton}
              aria-label={`Type ${free.query} into the preview`}
              onClick={() => {
                if (free.format !== config.format) update({format: free.format});
                widget.current?.typeTestQuery(free.query, free.context);
              }}
            >
              <code>{free.query}</code>
            </button>{' '}
            <span className={styles.hint}>
              {free.context}: <InlineCode text={free.description} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
