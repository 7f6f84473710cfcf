import React, {useState} from 'react';
import type {ReactNode} from 'react';
import {QUERY_PARAMETERS, checkTypedValue, type PlaygroundConfig} from './config';
import {OptionName} from './OptionsCard';
import styles from './styles.module.css';

interface QueryOptionsFieldsetProps {
  config: PlaygroundConfig;
  update: (change: Partial<PlaygroundConfig>) => void;
}

/** The `queryOptions` the configuration sets, each removable, and the form that adds one. */
export default function QueryOptionsFieldset({
  config,
  update,
}: QueryOptionsFieldsetProps): ReactNode {
  const [newParameter, setNewParameter] = useState(QUERY_PARAMETERS[0].name);
  const [newValue, setNewValue] = useState('');
  const [newValueError, setNewValueError] = useState('');
  const queryEntries = Object.entries(config.queryOptions);
  const chosenParameter = QUERY_PARAMETERS.find((parameter) => parameter.name === newParameter);

  return (
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
  );
}
