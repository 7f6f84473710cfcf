import React, {useCallback, useEffect, useImperativeHandle, useRef, useState} from 'react';
import type {Dispatch, KeyboardEvent, ReactNode, SetStateAction} from 'react';
import {cssClasses, messages} from '@site/src/data/address-lookup';
import type {SandboxRequest, SandboxResponse} from '@site/lib/sandbox/types';
import type {PlaygroundConfig} from './config';
import type {DemoWidgetProps, Handle} from './DemoWidget';
import {
  TEST_KEY,
  allowedCountries,
  findRequest,
  keyCheckRequest,
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

/*
 * The demo widget's state, in the seams of the real widget: the link to the
 * sandbox (key check, countries), the list (open, mode, active option), the
 * search (input, suggestions, notices) and the address form.
 */

/** Delay between the last keystroke and the Find Address request (the API asks for ~100 ms). */
const DEBOUNCE_MS = 100;

export const message = (option: string): string =>
  messages.find((entry) => entry.option === option)?.default ?? '';
export const className = (option: string): string =>
  cssClasses.find((entry) => entry.option === option)?.default ?? '';

/** A class attribute from the names that are set. */
export const classes = (...names: (string | false | undefined)[]): string =>
  names.filter(Boolean).join(' ');

type Mode = 'address' | 'country';

type Fire = DemoWidgetProps['onCallback'];
type SetText = Dispatch<SetStateAction<string>>;

/** The link to the sandbox, made on first focus with the key check, and the active country. */
function useConnection(
  {config, loadSandbox, onCallback: fire, onRequest}: Omit<DemoWidgetProps, 'ref'>,
  setNotice: SetText,
) {
  const handleRef = useRef<Handle | null>(null);

  const [keyCheck, setKeyCheck] = useState<KeyCheck | null>(null);
  /**
   * A country the reader picked in the toolbar (or a test query's), with the
   * country options it was picked under: changing them starts afresh.
   */
  const [chosen, setChosen] = useState<{iso_3: string; under: string} | null>(null);

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
  }, [fire, loadSandbox, send, setNotice]);

  // onContextChange whenever the active country changes, at start included.
  const reportedCountry = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!country || country.iso_3 === reportedCountry.current) return;
    reportedCountry.current = country.iso_3;
    fire('onContextChange', country);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [countryCode]);

  return {handleRef, keyCheck, failed, allowed, country, countryCode, choose, send, attach};
}

/** The list under the input: open or not, addresses or countries, and the active option. */
function useListbox(fire: Fire) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>('address');
  const [active, setActive] = useState(-1);

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

  return {open, mode, setMode, active, setActive, openList, closeList};
}

type Connection = ReturnType<typeof useConnection>;

/** The input's text, the term searched after a pause in typing, and what the search found. */
function useSearch(
  config: PlaygroundConfig,
  {handleRef, countryCode, send}: Connection,
  setNotice: SetText,
  {setActive, setMode}: Pick<ReturnType<typeof useListbox>, 'setActive' | 'setMode'>,
  fire: Fire,
) {
  /** The input's text. */
  const [query, setQuery] = useState('');
  /** What the reader typed, and so what is searched (filling the form changes only `query`). */
  const [term, setTerm] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [announcement, setAnnouncement] = useState('');

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
    [config, fire, send, setActive, setNotice],
  );

  // Search after a pause in typing, and again when the country or the filters change.
  const queryOptionsKey = JSON.stringify(config.queryOptions);
  useEffect(() => {
    if (!handleRef.current) return undefined;
    const timer = setTimeout(() => search(term, countryCode), DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term, countryCode, queryOptionsKey]);

  const typeQuery = (text: string) => {
    setQuery(text);
    setTerm(text);
    setMode('address');
  };

  return {query, setQuery, term, setTerm, suggestions, setSuggestions, announcement, typeQuery};
}

/** The address form: the values filled in, and whether the hidden fields are shown. */
function useAddressForm(
  config: PlaygroundConfig,
  send: Connection['send'],
  fire: Fire,
  afterSelect: () => void,
  setQuery: SetText,
) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [unhidden, setUnhidden] = useState(false);

  const chooseAddress = (suggestion: Suggestion) => {
    fire('onSelect', suggestion);
    fire('onAddressSelected', suggestion);
    afterSelect();
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

  return {values, setValues, unhidden, setUnhidden, chooseAddress};
}

interface Item {
  id: string;
  label: ReactNode;
  choose: () => void;
}

/** The demo widget's state and handlers; the component (DemoWidget.tsx) renders them. */
export function useDemoWidget(props: DemoWidgetProps, listId: string) {
  const {config, onCallback: fire, ref} = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState(message('msgInitial'));
  const connection = useConnection(props, setNotice);
  const {keyCheck, allowed, choose, attach} = connection;
  const listbox = useListbox(fire);
  const {open, mode, setMode, active, setActive, openList, closeList} = listbox;
  const search = useSearch(config, connection, setNotice, listbox, fire);
  const {query, setQuery, setTerm, suggestions, setSuggestions, typeQuery} = search;
  const form = useAddressForm(config, connection.send, fire, closeList, setQuery);
  const {chooseAddress} = form;

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

  const chooseCountry = (next: Country) => {
    fire('onSelect', next);
    fire('onCountrySelected', next);
    setMode('address');
    setActive(-1);
    choose(next.iso_3);
    inputRef.current?.focus();
  };

  const items: Item[] =
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

  return {
    ...props,
    ...connection,
    ...listbox,
    ...search,
    ...form,
    notice,
    inputRef,
    items,
    onKeyDown,
  };
}

export type DemoWidgetState = ReturnType<typeof useDemoWidget>;
