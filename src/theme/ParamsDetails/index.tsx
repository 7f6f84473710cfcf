/**
 * An operation's parameters, grouped by location, rendered on the server as
 * well as in the browser. The OpenAPI theme's ParamsDetails renders the same
 * list inside BrowserOnly, so the served page, the search index built from
 * it and readers without JavaScript only got a loading skeleton. The markup
 * is the theme's own (Details per location, ParamsItem per parameter).
 *
 * Upstream: docusaurus-theme-openapi-docs/lib/theme/ParamsDetails (5.x).
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Details from '@theme/Details';
import ParamsItem from '@theme/ParamsItem';

const LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;

interface Parameter {
  name: string;
  in: string;
  schema?: {
    'x-enumDescriptions'?: Record<string, string>;
    items?: {'x-enumDescriptions'?: Record<string, string>};
  };
  [key: string]: unknown;
}

function title(location: string): string {
  return translate(
    {id: 'theme.openapi.paramsDetails.parametersTitle', message: '{type} Parameters'},
    {type: location.charAt(0).toUpperCase() + location.slice(1)},
  );
}

export default function ParamsDetails({parameters}: {parameters?: Parameter[]}): ReactNode {
  return (
    <>
      {LOCATIONS.map((location) => {
        const params = parameters?.filter((param) => param?.in === location) ?? [];
        if (params.length === 0) return null;
        return (
          <Details
            key={location}
            className="openapi-markdown__details"
            style={{marginBottom: '1rem'}}
            data-collapsed={false}
            open
            summary={
              <summary>
                <h3 className="openapi-markdown__details-summary-header-params">
                  {title(location)}
                </h3>
              </summary>
            }
          >
            <ul>
              {params.map((param, index) => (
                <ParamsItem
                  key={index}
                  className="paramsItem"
                  param={{
                    ...param,
                    enumDescriptions: Object.entries(
                      param.schema?.['x-enumDescriptions'] ??
                        param.schema?.items?.['x-enumDescriptions'] ??
                        {},
                    ),
                  }}
                />
              ))}
            </ul>
          </Details>
        );
      })}
    </>
  );
}
