import React from 'react';
import type {ReactNode} from 'react';
import type {PlaygroundConfig} from './config';
import {className, classes, message, type DemoWidgetState} from './useDemoWidget';
import {formFields, hiddenFields, outputFields} from './widget';
import styles from './styles.module.css';

interface SuggestionPanelProps {
  state: DemoWidgetState;
  listId: string;
  config: PlaygroundConfig;
}

/** The panel under the input: the list of addresses or countries, and the toolbar. */
export function SuggestionPanel({state, listId, config}: SuggestionPanelProps): ReactNode {
  const {open, items, active, notice, failed, allowed, country, inputRef} = state;
  const {onCallback: fire, setMode, setActive, openList} = state;
  const showToolbar = open && !config.hideToolbar && !failed;
  return (
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
  );
}

/** The address form's fields after the search input, filled when an address is chosen. */
export function AddressFields({
  state,
  config,
}: {
  state: DemoWidgetState;
  config: PlaygroundConfig;
}): ReactNode {
  const {unhidden, values, setValues} = state;
  const hidden = config.hide && !unhidden ? new Set(hiddenFields(config.format)) : new Set();
  const fields = formFields(config.format);
  const selectors = outputFields(config.format);
  return (
    <>
      {fields.slice(1).map((field) => (
        <div key={field.id} className={styles.field} hidden={hidden.has(`#${field.id}`)}>
          <label htmlFor={field.id}>{field.label}</label>
          <input
            id={field.id}
            type="text"
            value={values[`#${field.id}`] ?? ''}
            data-output={Object.keys(selectors).find((name) => selectors[name] === `#${field.id}`)}
            onChange={(event) => setValues({...values, [`#${field.id}`]: event.target.value})}
          />
        </div>
      ))}
    </>
  );
}
