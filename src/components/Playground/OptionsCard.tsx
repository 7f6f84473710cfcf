import React from 'react';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  BOOLEAN_OPTIONS,
  DEFAULT_CONFIG,
  type Format,
  type PlaygroundConfig,
  type PlaygroundOption,
  type RefusedValue,
} from './config';
import QueryOptionsFieldset from './QueryOptionsFieldset';
import {countries} from './sandbox';
import styles from './styles.module.css';

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

export function OptionName({name}: {name: PlaygroundOption}): ReactNode {
  return (
    <Link to={OPTION_PAGES[name]} className={styles.optionName}>
      <code>{name}</code>
    </Link>
  );
}

interface OptionsCardProps {
  config: PlaygroundConfig;
  refused: readonly RefusedValue[];
  /** Writes a change of the configuration (into the URL query). */
  update: (change: Partial<PlaygroundConfig>) => void;
}

/** The playground's options: countries, behaviour and display, search parameters, reset. */
export default function OptionsCard({config, refused, update}: OptionsCardProps): ReactNode {
  const toggleRestricted = (code: string, on: boolean) => {
    const next = on
      ? [...config.restrictCountries, code]
      : config.restrictCountries.filter((item) => item !== code);
    update({restrictCountries: countries.map((c) => c.iso_3).filter((iso) => next.includes(iso))});
  };

  return (
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
      <QueryOptionsFieldset config={config} update={update} />
      <button
        type="button"
        className={styles.smallButton}
        onClick={() => update({...DEFAULT_CONFIG, queryOptions: {}})}
      >
        Reset to the widget’s defaults
      </button>
    </section>
  );
}
