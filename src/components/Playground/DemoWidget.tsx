import React, {useCallback, useEffect, useId, useImperativeHandle, useRef, useState} from 'react';
import type {KeyboardEvent, ReactNode, Ref} from 'react';
import {cssClasses, messages} from '@site/src/data/address-lookup';
import type {SandboxRequest, SandboxResponse} from '@site/lib/sandbox/types';
import type {PlaygroundConfig} from './config';
import {
  TEST_KEY,
  allowedCountries,
  findRequest,
  formFields,
  hiddenFields,
  keyCheckRequest,
  outputFields,
  populate,
  readAddress,
  readKeyCheck,
  readSuggestions,
  resolveRequest,
  startingCountry,
  type Country,
  type KeyCheck,
  type Suggestion,
} from './widget';
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

/** Delay between the last keystroke and the Find Address request (the API asks for ~100 ms). */
const DEBOUNCE_MS = 100;

const message = (option: string): string =>
  messages.find((entry) => entry.option === option)?.default ?? '';
const className = (option: string): string =>
  cssClasses.find((entry) => entry.option === option)?.default ?? '';

/** A class attribute from the names that are set. */
const classes = (...names: (string | false | undefined)[]): string =>
  names.filter(Boolean).join(' ');

type Mode = 'address' | 'country';

/**
 * A small, faithful implementation of the address lookup widget on the
 * offline sandbox. The search input is `#line_1`, the default `inputField`
 * (`outputFields.line_1`), and follows the ARIA 1.2 combobox pattern.
 */
export default function DemoWidget({
  config,
  loadSandbox,
  onCallback,
  onRequest,
  ref,
}: DemoWidgetProps): ReactNode {
  const listId = `wp-list-${useId().replace(/:/g, '')}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<Handle | null>(null);

  const [keyCheck, setKeyCheck] = useState<KeyCheck | null>(null);
  /**
   * A country the reader picked in the toolbar (or a test query's), with the
   * country options it was picked under: changing them starts afresh.
   */
  const [chosen, setChosen] = useState<{iso_3: string; under: string} | null>(null);
  /** The input's text. */
  const [query, setQuery] = useState('');
  /** What the reader typed, and so what is searched (filling the form changes only `query`). */
  const [term, setTerm] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [notice, setNotice] = useState(message('msgInitial'));
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>('address');
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [unhidden, setUnhidden] = useState(false);

  const fire = onCallback;
  const failed = keyCheck !== null && !keyCheck.available;
  const allowed = keyCheck?.available ? allowedCountries(keyCheck.contexts, config) : [];
  const countryOptions = [
    config.defaultCountry,
    config.detectCountry,
    config.restrictCountries.join(','),
  ].join('|');
  const choose = (iso_3: string) => setChosen({iso_3, under: countryOptions});
  const country =
    allowed.find((option) => chosen?.under === countryOptions && option.iso_3 === chosen.iso_3) ??
    (keyCheck ? startingCountry(allowed, keyCheck.context, config) : undefined);
  const countryCode = country?.iso_3;

  const send = useCallback(
    (request: SandboxRequest): SandboxResponse | null => {
      const handle = handleRef.current;
      if (!handle) return null;
      const response = handle(request);
      onRequest(request, response);
      return response;
    },
    [onRequest],
  );

  // Attach on first focus: load the sandbox and run the key check.
  const attach = useCallback(async (): Promise<KeyCheck | null> => {
    if (handleRef.current) return null;
    handleRef.current = await loadSandbox();
    const response = send(keyCheckRequest(TEST_KEY));
    const check = response ? readKeyCheck(response) : {available: false, contexts: [], context: ''};
    setKeyCheck(check);
    if (!check.available) {
      setNotice(message('msgFallback'));
      fire('onFailedCheck');
      return check;
    }
    fire('onMounted');
    fire('onLoaded');
    return check;
  }, [fire, loadSandbox, send]);

  // onContextChange whenever the active country changes, at start included.
  const reportedCountry = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!country || country.iso_3 === reportedCountry.current) return;
    reportedCountry.current = country.iso_3;
    fire('onContextChange', country);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [countryCode]);

  const search = useCallback(
    (text: string, context: string | undefined) => {
      if (!text.trim() || !context) {
        setSuggestions([]);
        setNotice(message('msgInitial'));
        setActive(-1);
        return;
      }
      const response = send(findRequest(config, text, context));
      if (!response) return;
      const result = readSuggestions(response);
      setActive(-1);
      if (result instanceof Error) {
        setSuggestions([]);
        setNotice(message('msgFallback'));
        setAnnouncement(message('msgFallback'));
        fire('onSuggestionError', result);
        return;
      }
      setSuggestions(result);
      setNotice(result.length === 0 ? message('msgNoMatch') : '');
      setAnnouncement(
        result.length === 0
          ? message('msgNoMatch')
          : `${result.length} address${result.length === 1 ? '' : 'es'} available`,
      );
      fire('onSuggestionsRetrieved', result);
    },
    [config, fire, send],
  );

  // Search after a pause in typing, and again when the country or the filters change.
  const queryOptionsKey = JSON.stringify(config.queryOptions);
  useEffect(() => {
    if (!handleRef.current) return undefined;
    const timer = setTimeout(() => search(term, countryCode), DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term, countryCode, queryOptionsKey]);

  const openList = () => {
    if (open) return;
    setOpen(true);
    fire('onOpen');
  };

  const closeList = () => {
    if (open) {
      setOpen(false);
      fire('onClose');
    }
    setActive(-1);
    setMode('address');
  };

  const typeQuery = (text: string) => {
    setQuery(text);
    setTerm(text);
    setMode('address');
  };

  // A test query picked outside the widget: type it, in its country when allowed.
  useImperativeHandle(ref, () => ({
    typeTestQuery(text: string, context?: string) {
      inputRef.current?.focus();
      void attach().then((check) => {
        const contexts = (check ?? keyCheck)?.contexts ?? [];
        if (context && allowedCountries(contexts, config).some((c) => c.iso_3 === context)) {
          choose(context);
        }
        typeQuery(text);
        openList();
      });
    },
  }));

  const chooseAddress = (suggestion: Suggestion) => {
    fire('onSelect', suggestion);
    fire('onAddressSelected', suggestion);
    closeList();
    const response = send(resolveRequest(config.format, suggestion.id));
    if (!response) return;
    const address = readAddress(response);
    if (address instanceof Error) {
      fire('onSearchError', address);
      setUnhidden(true);
      return;
    }
    fire('onAddressRetrieved', address);
    const filled = populate(address, config);
    setValues(filled);
    setQuery(filled['#line_1'] ?? '');
    setUnhidden(true);
    fire('onAddressPopulated', address);
  };

  const chooseCountry = (next: Country) => {
    fire('onSelect', next);
    fire('onCountrySelected', next);
    setMode('address');
    setActive(-1);
    choose(next.iso_3);
    inputRef.current?.focus();
  };

  const items: {id: string; label: ReactNode; choose: () => void}[] =
    mode === 'country'
      ? allowed.map((option, index) => ({
          id: `${listId}_${index}`,
          label: (
            <>
              <span aria-hidden="true">{option.emoji}</span> {option.description}
            </>
          ),
          choose: () => chooseCountry(option),
        }))
      : suggestions.map((suggestion, index) => ({
          id: `${listId}_${index}`,
          label: suggestion.suggestion,
          choose: () => chooseAddress(suggestion),
        }));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    fire('onKeyDown', {key: event.key});
    const count = items.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        openList();
        if (count === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) =>
          current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count,
        );
        return;
      }
      case 'Enter':
        if (open && active >= 0 && active < count) {
          event.preventDefault();
          items[active].choose();
        }
        return;
      case 'Escape':
        if (open || query) {
          event.preventDefault();
          closeList();
          setQuery('');
          setTerm('');
          setSuggestions([]);
          setNotice(message('msgInitial'));
        }
        return;
      case 'Home':
      case 'End':
        // Focus goes back to the text: the caret moves, no option stays active.
        setActive(-1);
        return;
      default:
    }
  };

  const hidden = config.hide && !unhidden ? new Set(hiddenFields(config.format)) : new Set();
  const activeId = open && active >= 0 && active < items.length ? items[active].id : undefined;
  const showToolbar = open && !config.hideToolbar && !failed;
  const fields = formFields(config.format);
  const selectors = outputFields(config.format);

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
            <div className={classes(className('mainClass'), styles.panel)} hidden={!open}>
              <ul
                id={listId}
                role="listbox"
                aria-label={message('msgList')}
                className={className('listClass')}
                onMouseDown={(event) => {
                  event.preventDefault();
                  fire('onMouseDown', {type: 'mousedown', button: event.button});
                }}
              >
                {items.length === 0 && notice ? (
                  <li
                    role="option"
                    aria-disabled="true"
                    aria-selected={false}
                    className={className('messageClass')}
                  >
                    {notice}
                  </li>
                ) : null}
                {items.map((item, index) => (
                  <li
                    key={item.id}
                    id={item.id}
                    role="option"
                    aria-selected={index === active}
                    aria-posinset={index + 1}
                    aria-setsize={items.length}
                    tabIndex={-1}
                    onClick={item.choose}
                  >
                    {item.label}
                  </li>
                ))}
              </ul>
              {showToolbar ? (
                <div className={className('toolbarClass')}>
                  <button
                    type="button"
                    className={className('countryToggleClass')}
                    disabled={allowed.length <= 1}
                    aria-label={`${message('msgCountryToggle')}, currently ${country?.description ?? 'none'}`}
                    onClick={() => {
                      setMode('country');
                      setActive(-1);
                      openList();
                      inputRef.current?.focus();
                    }}
                  >
                    <span aria-hidden="true">{country?.emoji}</span> {message('msgCountryToggle')}
                  </button>
                </div>
              ) : null}
            </div>
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
        {fields.slice(1).map((field) => (
          <div key={field.id} className={styles.field} hidden={hidden.has(`#${field.id}`)}>
            <label htmlFor={field.id}>{field.label}</label>
            <input
              id={field.id}
              type="text"
              value={values[`#${field.id}`] ?? ''}
              data-output={Object.keys(selectors).find(
                (name) => selectors[name] === `#${field.id}`,
              )}
              onChange={(event) => setValues({...values, [`#${field.id}`]: event.target.value})}
            />
          </div>
        ))}
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
