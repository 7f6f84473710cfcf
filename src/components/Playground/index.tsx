import React, {useCallback, useMemo, useRef, useState, useSyncExternalStore} from 'react';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {callbacks} from '@site/src/data/address-lookup';
import {identity} from '@site/src/identity';
import type {SandboxRequest, SandboxResponse} from '@site/lib/sandbox/types';
import {
  BOOLEAN_OPTIONS,
  DEFAULT_CONFIG,
  QUERY_PARAMETERS,
  checkTypedValue,
  configToQuery,
  readConfig,
  type Format,
  type PlaygroundConfig,
  type PlaygroundOption,
} from './config';
import {CODE_TABS, generateCode} from './codegen';
import InlineCode from '../SchemaFields/InlineCode';
import DemoWidget, {type DemoWidgetHandle} from './DemoWidget';
import {countries, freeTextQueries, loadSandbox, testQueries} from './sandbox';
import {
  EMPTY_METER,
  countRequest,
  describeRequest,
  meterCost,
  summarise,
  type Meter,
} from './widget';
import styles from './styles.module.css';

const CALLBACK_NAMES = new Set(callbacks.map((callback) => callback.name));
const LOG_LIMIT = 40;

/** Where each configurable option is documented. */
const OPTION_PAGES: Record<PlaygroundOption, string> = {
  detectCountry: '/docs/address-lookup/default-country',
  defaultCountry: '/docs/address-lookup/default-country',
  restrictCountries: '/docs/address-lookup/restrict-country',
  format: '/docs/address-lookup/additional-configuration',
  queryOptions: '/docs/address-lookup/filter-by-postcode',
  removeOrganisation: '/docs/address-lookup/omit-organisation',
  titleizePostTown: '/docs/address-lookup/additional-configuration',
  hideToolbar: '/docs/address-lookup/restrict-country',
  injectStyle: '/docs/address-lookup/default-styling',
  hide: '/docs/address-lookup/hide',
};

const OPTION_HINTS: Record<(typeof BOOLEAN_OPTIONS)[number] | 'hide', string> = {
  detectCountry: 'Start in the country of the visitor’s IP address (overrides defaultCountry).',
  removeOrganisation: 'Leave the organisation name out of the address lines.',
  titleizePostTown: 'Write the town or city in title case.',
  hideToolbar: 'Hide the toolbar with the country button.',
  injectStyle: 'Add the default stylesheet; off leaves the widget unstyled.',
  hide: 'Hide every field but line 1 until an address is chosen.',
};

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

function OptionName({name}: {name: PlaygroundOption}): ReactNode {
  return (
    <Link to={OPTION_PAGES[name]} className={styles.optionName}>
      <code>{name}</code>
    </Link>
  );
}

interface LogEntry {
  serial: number;
  name: string;
  argument: string;
}

interface RequestEntry {
  serial: number;
  line: string;
  status: number;
  matched?: string;
}

/** The playground: configurator, live preview, callback and request logs, meter and code. */
export default function Playground(): ReactNode {
  const search = useSyncExternalStore(subscribeToUrl, readSearch, () => '');
  const {config, refused} = useMemo(() => readConfig(search), [search]);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [requests, setRequests] = useState<RequestEntry[]>([]);
  const [meter, setMeter] = useState<Meter>(EMPTY_METER);
  const [newParameter, setNewParameter] = useState(QUERY_PARAMETERS[0].name);
  const [newValue, setNewValue] = useState('');
  const [newValueError, setNewValueError] = useState('');
  const [pinned, setPinned] = useState(false);
  const serial = useRef(0);
  const widget = useRef<DemoWidgetHandle>(null);

  const setConfig = (next: PlaygroundConfig) => writeConfig(next);
  const update = (change: Partial<PlaygroundConfig>) => writeConfig({...config, ...change});

  const onCallback = useCallback((name: string, argument?: unknown) => {
    if (!CALLBACK_NAMES.has(name)) {
      throw new Error(`Playground: "${name}" is not a callback of src/data/address-lookup.ts.`);
    }
    const entry = {serial: ++serial.current, name, argument: summarise(argument)};
    setLog((current) => [entry, ...current].slice(0, LOG_LIMIT));
  }, []);

  const onRequest = useCallback((request: SandboxRequest, response: SandboxResponse) => {
    const entry = {
      serial: ++serial.current,
      line: describeRequest(request),
      status: response.status,
      matched: response.matchedCase?.id,
    };
    setRequests((current) => [entry, ...current].slice(0, LOG_LIMIT));
    setMeter((current) => countRequest(current, request, response));
  }, []);

  const cost = meterCost(meter);
  const queryEntries = Object.entries(config.queryOptions);
  const chosenParameter = QUERY_PARAMETERS.find((parameter) => parameter.name === newParameter);

  const toggleRestricted = (code: string, on: boolean) => {
    const next = on
      ? [...config.restrictCountries, code]
      : config.restrictCountries.filter((item) => item !== code);
    update({restrictCountries: countries.map((c) => c.iso_3).filter((iso) => next.includes(iso))});
  };

  return (
    // An interactive tool: the page's prose describes it, its Markdown twin leaves it out.
    <div className={styles.playground} data-markdown-ignore="">
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="playground-options">
          <h2 id="playground-options" className={styles.cardTitle}>
            Options
          </h2>
          {refused.length > 0 ? (
            <div className={styles.refused} role="status" data-refused-values="">
              <p>
                This playground link set values the playground does not accept, so it left them out:
              </p>
              <ul>
                {refused.map((item, index) => (
                  <li key={index}>
                    <code>{item.parameter}</code>: {item.reason}.
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <fieldset className={styles.fieldset}>
            <legend>Countries</legend>
            <div className={styles.control}>
              <label htmlFor="pg-defaultCountry">
                <OptionName name="defaultCountry" />
              </label>
              <select
                id="pg-defaultCountry"
                value={config.defaultCountry}
                onChange={(event) => update({defaultCountry: event.target.value})}
              >
                {countries.map((country) => (
                  <option key={country.iso_3} value={country.iso_3}>
                    {country.iso_3}: {country.description}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className={styles.inlineFieldset}>
              <legend>
                <OptionName name="restrictCountries" /> (none ticked: every country)
              </legend>
              {countries.map((country) => (
                <label key={country.iso_3} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={config.restrictCountries.includes(country.iso_3)}
                    onChange={(event) => toggleRestricted(country.iso_3, event.target.checked)}
                  />{' '}
                  {country.iso_3}
                </label>
              ))}
            </fieldset>
            <div className={styles.control}>
              <label htmlFor="pg-format">
                <OptionName name="format" />
              </label>
              <select
                id="pg-format"
                value={config.format}
                onChange={(event) => update({format: event.target.value as Format})}
              >
                <option value="usa">usa: Retrieve Address, US fields</option>
                <option value="gbr">gbr: Resolve Address, UK fields</option>
              </select>
            </div>
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend>Behaviour and display</legend>
            {[...BOOLEAN_OPTIONS, 'hide' as const].map((name) => (
              <div key={name} className={styles.checkRow}>
                <input
                  id={`pg-${name}`}
                  type="checkbox"
                  checked={config[name]}
                  aria-describedby={`pg-${name}-hint`}
                  onChange={(event) => update({[name]: event.target.checked})}
                />
                <label htmlFor={`pg-${name}`}>
                  <code>{name}</code>
                </label>
                <span id={`pg-${name}-hint`} className={styles.hint}>
                  {OPTION_HINTS[name]} <Link to={OPTION_PAGES[name]}>Docs</Link>
                </span>
              </div>
            ))}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend>
              <OptionName name="queryOptions" /> (filters and biases)
            </legend>
            {queryEntries.length > 0 ? (
              <ul className={styles.parameterList}>
                {queryEntries.map(([name, value]) => (
                  <li key={name}>
                    <code>
                      {name}: {JSON.stringify(value)}
                    </code>{' '}
                    <button
                      type="button"
                      className={styles.smallButton}
                      aria-label={`Remove ${name}`}
                      onClick={() => {
                        const next = {...config.queryOptions};
                        delete next[name];
                        update({queryOptions: next});
                      }}
                    >
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.hint}>No filter or bias: every address of the country.</p>
            )}
            <form
              className={styles.addParameter}
              aria-label="Add a search parameter"
              onSubmit={(event) => {
                event.preventDefault();
                if (!newValue.trim()) return;
                const check = checkTypedValue(newParameter, newValue);
                if (!check.ok) {
                  setNewValueError(`Not added: ${check.reason}.`);
                  return;
                }
                setNewValueError('');
                update({queryOptions: {...config.queryOptions, [newParameter]: check.value}});
                setNewValue('');
              }}
            >
              <label htmlFor="pg-parameter">Parameter</label>
              <select
                id="pg-parameter"
                value={newParameter}
                onChange={(event) => setNewParameter(event.target.value)}
              >
                {QUERY_PARAMETERS.map((parameter) => (
                  <option key={parameter.name} value={parameter.name}>
                    {parameter.name} ({parameter.kind}, {parameter.region.toUpperCase()})
                  </option>
                ))}
              </select>
              <label htmlFor="pg-value">Value</label>
              <input
                id="pg-value"
                type="text"
                value={newValue}
                placeholder={chosenParameter ? `e.g. ${chosenParameter.example}` : undefined}
                aria-describedby="pg-parameter-help pg-value-error"
                aria-invalid={newValueError ? true : undefined}
                onChange={(event) => {
                  setNewValue(event.target.value);
                  setNewValueError('');
                }}
              />
              <button type="submit" className={styles.smallButton}>
                Add
              </button>
              <p id="pg-parameter-help" className={styles.hint}>
                {chosenParameter?.description}
              </p>
              <p id="pg-value-error" className={styles.error} role="alert">
                {newValueError}
              </p>
            </form>
          </fieldset>
          <button
            type="button"
            className={styles.smallButton}
            onClick={() => setConfig({...DEFAULT_CONFIG, queryOptions: {}})}
          >
            Reset to the widget’s defaults
          </button>
        </section>

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
            From the sandbox&rsquo;s test inputs. Pressing one types it into the preview, switching
            to its country and <code>format</code> when it has one.
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
            Anything else you type is searched in the sandbox&rsquo;s small, fictional test dataset,
            so the filters and biases of <code>queryOptions</code> narrow and reorder the
            suggestions.
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
      </div>

      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="playground-callbacks">
          <h2 id="playground-callbacks" className={styles.cardTitle}>
            Callbacks
          </h2>
          <div
            className={styles.log}
            tabIndex={0}
            role="log"
            aria-label="Callbacks fired, newest first"
          >
            {log.length === 0 ? (
              <p className={styles.hint}>Focus the search input to see the callbacks fire.</p>
            ) : (
              <ol reversed>
                {log.map((entry) => (
                  <li key={entry.serial}>
                    <code>{entry.name}</code>
                    {entry.argument ? (
                      <span className={styles.argument}>({entry.argument})</span>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </div>
          <button type="button" className={styles.smallButton} onClick={() => setLog([])}>
            Clear the log
          </button>
        </section>

        <section className={styles.card} aria-labelledby="playground-requests">
          <h2 id="playground-requests" className={styles.cardTitle}>
            Requests and lookups
          </h2>
          <dl className={styles.meter} aria-label="Lookup meter">
            <div>
              <dt>Suggestion requests (free)</dt>
              <dd data-meter="suggestions">{meter.suggestionRequests}</dd>
            </div>
            <div>
              <dt>Addresses retrieved</dt>
              <dd data-meter="retrieved">{meter.retrieved}</dd>
            </div>
            <div>
              <dt>Lookups this session (test inputs are free)</dt>
              <dd data-meter="session">{cost.session}</dd>
            </div>
            <div>
              <dt>Lookups with real inputs</dt>
              <dd data-meter="real">{cost.real}</dd>
            </div>
          </dl>
          <div
            className={styles.log}
            tabIndex={0}
            role="log"
            aria-label="Requests sent, newest first"
          >
            {requests.length === 0 ? (
              <p className={styles.hint}>No request yet.</p>
            ) : (
              <ol reversed>
                {requests.map((entry) => (
                  <li key={entry.serial}>
                    <code className={styles.requestLine}>{entry.line}</code>{' '}
                    <span className={styles.argument}>
                      {entry.status}
                      {entry.matched ? `, test case ${entry.matched}` : ''}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </section>
      </div>

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
    </div>
  );
}
