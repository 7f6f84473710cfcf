/**
 * Replaces the OpenAPI theme's ApiExplorer (the right-hand panel of every
 * operation page) with the build-time request samples and our own Try-it
 * console (src/components/TryIt), loaded on demand.
 *
 * Until the reader asks for it, the panel shows the request samples that
 * were generated at build time (x-codeSamples) in ordinary Docusaurus tabs
 * sharing the site-wide `language` group, and a button. The button loads
 * the console, and the console loads the in-browser sandbox, as separate
 * chunks. The theme's own panel is never loaded: its body editor evaluates
 * what is typed (react-live, `new Function`), it sends keys in the query
 * string and it fails silently.
 */
import React, {lazy, Suspense, useState, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {languageOf} from '@site/lib/openapi/sample-languages';
import type {Operation} from '@site/src/components/TryIt/request';
import styles from './styles.module.css';

const TryIt = lazy(() => import('@site/src/components/TryIt'));

interface CodeSample {
  lang: string;
  label?: string;
  source: string;
}

interface Props {
  item: Operation & {'x-codeSamples'?: CodeSample[]};
  infoPath?: string;
}

/** One request sample; rendered only while its tab is selected (the tabs are lazy). */
function SampleCode({language, source}: {language: string; source: string}): ReactNode {
  // Highlighting (and the PHP, Ruby and Java grammars) load only if the
  // browser renders the block itself: see src/theme/CodeBlock/Content.
  return <CodeBlock language={language}>{source}</CodeBlock>;
}

function RequestSamples({samples}: {samples: CodeSample[]}): ReactNode {
  const known = samples.filter((sample) => languageOf(sample.lang));
  if (known.length === 0) return null;
  return (
    // The anchor the report links of these samples name (src/components/ReportSample).
    <section
      className={styles.samples}
      aria-label="Request samples"
      id="request-samples"
      data-sample-anchor
    >
      <Tabs groupId="language" lazy className={styles.tabs}>
        {known.map((sample) => {
          const language = languageOf(sample.lang)!;
          return (
            <TabItem key={language.value} value={language.value} label={language.label}>
              <SampleCode language={language.highlight} source={sample.source} />
            </TabItem>
          );
        })}
      </Tabs>
    </section>
  );
}

export default function ApiExplorerWrapper(props: Props): ReactNode {
  const [interactive, setInteractive] = useState(false);

  return (
    <>
      <RequestSamples samples={props.item['x-codeSamples'] ?? []} />
      {interactive ? (
        <Suspense fallback={<p className={styles.loading}>Loading the console…</p>}>
          <TryIt operation={props.item} />
        </Suspense>
      ) : (
        // An interactive tool, for human readers only: not part of the page's twin.
        <div className={styles.tryIt} data-markdown-ignore="">
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => setInteractive(true)}
          >
            Try it: build and send a request
          </button>
          <p className={styles.hint}>
            Runs in your browser on the sandbox, with the free test inputs. You can also send it to
            the live API.
          </p>
        </div>
      )}
    </>
  );
}
