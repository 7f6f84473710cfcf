import React, {useMemo, useSyncExternalStore} from 'react';
import type {ReactNode} from 'react';
import {configToQuery, readConfig, type PlaygroundConfig} from './config';
import CodeCard from './CodeCard';
import {CallbackCard, RequestCard, usePlaygroundLogs} from './LogCards';
import OptionsCard from './OptionsCard';
import PreviewCard from './PreviewCard';
import styles from './styles.module.css';

/*
 * The configuration lives in the URL query: the page reads it from there and
 * every change writes it back, so a configured playground can be shared.
 */
const URL_EVENT = 'playground:url';

function subscribeToUrl(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(URL_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(URL_EVENT, onChange);
  };
}

function readSearch(): string {
  return window.location.search;
}

function writeConfig(config: PlaygroundConfig): void {
  const query = configToQuery(config);
  const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(URL_EVENT));
}

/** The playground: configurator, live preview, callback and request logs, meter and code. */
export default function Playground(): ReactNode {
  const search = useSyncExternalStore(subscribeToUrl, readSearch, () => '');
  const {config, refused} = useMemo(() => readConfig(search), [search]);
  const {log, requests, meter, clearLog, onCallback, onRequest} = usePlaygroundLogs();

  const update = (change: Partial<PlaygroundConfig>) => writeConfig({...config, ...change});

  return (
    // An interactive tool: the page's prose describes it, its Markdown twin leaves it out.
    <div className={styles.playground} data-markdown-ignore="">
      <div className={styles.columns}>
        <OptionsCard config={config} refused={refused} update={update} />

        <PreviewCard
          config={config}
          update={update}
          onCallback={onCallback}
          onRequest={onRequest}
        />
      </div>

      <div className={styles.columns}>
        <CallbackCard log={log} clearLog={clearLog} />

        <RequestCard requests={requests} meter={meter} />
      </div>

      <CodeCard config={config} />
    </div>
  );
}
