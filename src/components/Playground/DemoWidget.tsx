import React, {useId, useRef} from 'react';
import type {ReactNode, Ref} from 'react';
import type {SandboxRequest, SandboxResponse} from '@site/lib/sandbox/types';
import type {PlaygroundConfig} from './config';
import {AddressFields, SuggestionPanel} from './DemoWidgetParts';
import {className, classes, message, useDemoWidget} from './useDemoWidget';
import {formFields} from './widget';
import styles from './styles.module.css';

/** Answers one request; the sandbox engine, loaded on first use. */
export type Handle = (request: SandboxRequest) => SandboxResponse;

export interface DemoWidgetProps {
  config: PlaygroundConfig;
  /** Loads the sandbox; called when the reader first focuses the search input. */
  loadSandbox: () => Promise<Handle>;
  /** Reports each documented callback as the widget fires it. */
  onCallback: (name: string, argument?: unknown) => void;
  /** Reports each request and its answer (request log and lookup meter). */
  onRequest: (request: SandboxRequest, response: SandboxResponse) => void;
  /** Lets the page type a test query into the widget. */
  ref?: Ref<DemoWidgetHandle>;
}

export interface DemoWidgetHandle {
  /** Types a test query into the search input, in its country (ISO alpha-3) when allowed. */
  typeTestQuery(text: string, context?: string): void;
}

/**
 * A small, faithful implementation of the address lookup widget on the
 * offline sandbox. The search input is `#line_1`, the default `inputField`
 * (`outputFields.line_1`), and follows the ARIA 1.2 combobox pattern.
 */
export default function DemoWidget(props: DemoWidgetProps): ReactNode {
  const {config, onCallback: fire} = props;
  const listId = `wp-list-${useId().replace(/:/g, '')}`;
  const containerRef = useRef<HTMLDivElement>(null);
  const state = useDemoWidget(props, listId);
  const {keyCheck, failed, country, open, items, active, mode, query, unhidden, announcement} =
    state;
  const {inputRef, attach, openList, closeList, typeQuery, onKeyDown, setUnhidden} = state;
  const activeId = open && active >= 0 && active < items.length ? items[active].id : undefined;
  const fields = formFields(config.format);

  return (
    <div className={styles.preview}>
      <form
        className={styles.demoForm}
        aria-label="Demo address form"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={styles.field}>
          <label htmlFor="line_1">{fields[0].label}</label>
          <div
            ref={containerRef}
            className={classes(className('containerClass'), config.injectStyle && styles.styled)}
            onBlur={(event) => {
              if (containerRef.current?.contains(event.relatedTarget as Node | null)) return;
              closeList();
            }}
          >
            <input
              ref={inputRef}
              id="line_1"
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={listId}
              aria-activedescendant={activeId}
              autoComplete="none"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              placeholder={
                mode === 'country' ? message('msgPlaceholderCountry') : message('msgPlaceholder')
              }
              value={query}
              onFocus={() => {
                fire('onFocus');
                void attach();
                openList();
              }}
              onBlur={() => fire('onBlur')}
              onChange={(event) => {
                fire('onInput', {type: 'input', value: event.target.value});
                typeQuery(event.target.value);
                openList();
              }}
              onKeyDown={onKeyDown}
            />
            <SuggestionPanel state={state} listId={listId} config={config} />
          </div>
          {config.hide && !unhidden ? (
            <button
              type="button"
              className={classes(className('unhideClass'), styles.linkButton)}
              onClick={() => {
                setUnhidden(true);
                fire('onUnhide');
              }}
            >
              {message('msgUnhide')}
            </button>
          ) : null}
        </div>
        <AddressFields state={state} config={config} />
      </form>
      <div role="status" aria-live="polite" className="wp-visually-hidden">
        {announcement}
      </div>
      <p className={styles.previewStatus}>
        {keyCheck === null
          ? 'The widget attaches (and checks the test key) when you focus the search input.'
          : failed
            ? 'The key check failed: the widget did not attach.'
            : `Searching ${country ? `${country.emoji} ${country.description}` : 'no country'}.`}
      </p>
    </div>
  );
}
