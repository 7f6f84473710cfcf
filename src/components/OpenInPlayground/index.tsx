import React from 'react';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {playgroundHref, type Preset} from '../Playground/url';

export interface OpenInPlaygroundProps {
  /** Widget options to preset, e.g. `{defaultCountry: 'GBR', detectCountry: false}`. */
  preset: Preset;
}

/**
 * "Open in playground" link for an option page: opens the widget playground
 * with the page's option already set. Imports nothing from the catalogue, so
 * it adds only a few hundred bytes to the page.
 */
export default function OpenInPlayground({preset}: OpenInPlaygroundProps): ReactNode {
  return (
    <p>
      <Link to={playgroundHref(preset)}>Open in the playground</Link> to try this option on the
      offline sandbox, with the code to copy.
    </p>
  );
}
