/**
 * Wraps the OpenAPI theme's ApiExplorer (the right-hand panel of every
 * operation page) so that its heavy dependencies load only on demand.
 *
 * Until the reader asks for it, the panel shows the request samples that
 * were generated at build time (x-codeSamples) in ordinary Docusaurus tabs
 * sharing the site-wide `language` group, and a button. The button loads
 * the original explorer (request form, code generator, response viewer)
 * as a separate chunk. Nothing is ejected: the original renders unchanged.
 */
import React, {lazy, Suspense, useState, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {createStorageSlot} from '@docusaurus/theme-common';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import {setParam} from '@theme/ApiExplorer/ParamOptions/slice';
import {languageOf, sampleLanguages} from '@site/plugins/openapi-samples/languages';
import {identity} from '@site/src/identity';
import styles from './styles.module.css';
import {ensurePrismLanguage, registerApiLanguages} from './prismLanguages';

const OriginalApiExplorer = lazy(() => {
  registerApiLanguages();
  return import('@theme-original/ApiExplorer');
});

interface CodeSample {
  lang: string;
  label?: string;
  source: string;
}

interface Props {
  item: {'x-codeSamples'?: CodeSample[]; [key: string]: unknown};
  infoPath?: string;
}

/** Tab group shared with the hand-written pages, and the one the theme's own tabs use. */
const siteLanguageSlot = createStorageSlot('docusaurus.tab.language');
const themeLanguageSlot = createStorageSlot('docusaurus.tab.code-samples');

/** One request sample; rendered only while its tab is selected (the tabs are lazy). */
function SampleCode({language, source}: {language: string; source: string}): ReactNode {
  ensurePrismLanguage(language);
  return <CodeBlock language={language}>{source}</CodeBlock>;
}

function RequestSamples({samples}: {samples: CodeSample[]}): ReactNode {
  const known = samples.filter((sample) => languageOf(sample.lang));
  if (known.length === 0) return null;
  return (
    <section className={styles.samples} aria-label="Request samples">
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

/**
 * The theme prefills every parameter from its example. Keep the examples of
 * required parameters (so the first request works) and clear the optional
 * ones, which would otherwise all be sent together.
 */
function useClearOptionalParams(): () => void {
  const dispatch = useTypedDispatch();
  const params = useTypedSelector((state) => state.params);
  return () => {
    for (const group of Object.values(params)) {
      for (const param of group) {
        if (!param.required && param.value !== undefined) {
          dispatch(setParam({...param, value: undefined}));
        }
      }
    }
  };
}

/** Opens the theme's code tabs on the language the reader chose in ours. */
function carryLanguageChoice(): void {
  const value = siteLanguageSlot.get() ?? sampleLanguages[0].value;
  const language = sampleLanguages.find((candidate) => candidate.value === value);
  if (language) themeLanguageSlot.set(language.themeLanguage);
}

export default function ApiExplorerWrapper(props: Props): ReactNode {
  const [interactive, setInteractive] = useState(false);
  const clearOptionalParams = useClearOptionalParams();

  if (interactive) {
    return (
      <Suspense fallback={<p className={styles.loading}>Loading the request builder…</p>}>
        <OriginalApiExplorer {...props} />
      </Suspense>
    );
  }

  return (
    <>
      <RequestSamples samples={props.item['x-codeSamples'] ?? []} />
      <div className={styles.tryIt}>
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => {
            clearOptionalParams();
            carryLanguageChoice();
            setInteractive(true);
          }}
        >
          Try it: build and send a request
        </button>
        <p className={styles.hint}>
          Sends real requests to <code>{identity.urls.api}</code>. Use the free test key{' '}
          <code>ak_test</code>.
        </p>
      </div>
    </>
  );
}
