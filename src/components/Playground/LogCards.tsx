import React, {useCallback, useRef, useState} from 'react';
import type {ReactNode} from 'react';
import {callbacks} from '@site/src/data/address-lookup';
import type {SandboxRequest, SandboxResponse} from '@site/lib/sandbox/types';
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

interface PlaygroundLogs {
  log: LogEntry[];
  requests: RequestEntry[];
  meter: Meter;
  clearLog: () => void;
  onCallback: (name: string, argument?: unknown) => void;
  onRequest: (request: SandboxRequest, response: SandboxResponse) => void;
}

/** The state of the logs: the callbacks fired, the requests sent and the lookup meter. */
export function usePlaygroundLogs(): PlaygroundLogs {
  const [log, setLog] = useState<LogEntry[]>([]);
  const [requests, setRequests] = useState<RequestEntry[]>([]);
  const [meter, setMeter] = useState<Meter>(EMPTY_METER);
  const serial = useRef(0);

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

  const clearLog = useCallback(() => setLog([]), []);
  return {log, requests, meter, clearLog, onCallback, onRequest};
}

/** The callbacks the preview fired, newest first. */
export function CallbackCard({log, clearLog}: Pick<PlaygroundLogs, 'log' | 'clearLog'>): ReactNode {
  return (
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
      <button type="button" className={styles.smallButton} onClick={clearLog}>
        Clear the log
      </button>
    </section>
  );
}

/** The requests the preview sent, newest first, and what they cost. */
export function RequestCard({
  requests,
  meter,
}: Pick<PlaygroundLogs, 'requests' | 'meter'>): ReactNode {
  const cost = meterCost(meter);
  return (
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
      <div className={styles.log} tabIndex={0} role="log" aria-label="Requests sent, newest first">
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
  );
}
