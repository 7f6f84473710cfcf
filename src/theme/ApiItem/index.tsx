/**
 * Replaces the OpenAPI theme's ApiItem, the page component of every page of
 * the API docs instance, with the same markup and a lighter page state.
 *
 * The theme's ApiItem creates a Redux Toolkit store for its interactive
 * panel, with a persistence middleware that imports crypto-js, and inflates
 * compressed front matter with pako. This site replaces the panel
 * (src/theme/ApiExplorer), so none of that is needed: what the article's
 * components still share (the selected media type and oneOf alternative)
 * lives in ./store, read through ./hooks.
 *
 * The operation is not read from front matter, as the theme reads it: an
 * operation page exports it from its module (`export const api = {...}`,
 * lib/openapi/templates/api.mustache), and Docusaurus attaches a page
 * module's named exports to `content`. Front matter passes through the MDX
 * loader's stringify-object, which drops the escaping of every backslash
 * (a curl line continuation became a literal `\n`); front matter `api` only
 * holds `{operationId}`, a marker for the layout and the agent-docs plugin.
 * The three layouts are the theme's: operation pages (two columns, the
 * explorer in the right one), schema pages (the schema's example on the
 * right) and plain pages (tag and info pages, the reference's index).
 *
 * Upstream: docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js (5.x).
 */
import {useState, type ComponentProps, type ReactNode} from 'react';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import ApiExplorer from '@site/src/theme/ApiExplorer';
import Layout from '@theme/ApiItem/Layout';
import CodeBlock from '@theme/CodeBlock';
import Metadata from '@theme/DocItem/Metadata';
import {SchemaExpansionProvider} from '@theme/SchemaExpansion';
import {ApiPageStoreContext} from './hooks';
import {createApiPageStore, initialState} from './store';

type Operation = ComponentProps<typeof ApiExplorer>['item'];
/** The page module: operation pages also export their operation as `api`. */
type Content = ComponentProps<typeof DocProvider>['content'] & {api?: Operation};

interface ApiFrontMatter {
  schema?: unknown;
  sample?: unknown;
  info_path?: string;
  title?: string;
}

function OperationColumns({
  api,
  infoPath,
  children,
}: {
  api: Operation;
  infoPath?: string;
  children: ReactNode;
}): ReactNode {
  // One store per page, created once (the theme created it on every render).
  const [store] = useState(() => createApiPageStore(initialState(api)));
  return (
    <ApiPageStoreContext.Provider value={store}>
      <SchemaExpansionProvider>
        <div className="row theme-api-markdown">
          <div className="col col--7 openapi-left-panel__container">{children}</div>
          <div className="col col--5 openapi-right-panel__container">
            {/* Served in the HTML (the theme renders its panel in the browser
                only): the request samples are highlighted on the server and
                kept by hydration, so Prism is not loaded to show them. */}
            <ApiExplorer item={api} infoPath={infoPath} />
          </div>
        </div>
      </SchemaExpansionProvider>
    </ApiPageStoreContext.Provider>
  );
}

export default function ApiItem({content}: {content: Content}): ReactNode {
  const MDXComponent = content;
  const frontMatter = content.frontMatter as ApiFrontMatter;
  const {schema, sample} = frontMatter;
  const {api} = content;

  let body: ReactNode;
  if (api) {
    body = (
      <OperationColumns api={api} infoPath={frontMatter.info_path}>
        <MDXComponent />
      </OperationColumns>
    );
  } else if (schema) {
    body = (
      <SchemaExpansionProvider>
        <div className="row theme-api-markdown">
          <div className="col col--7 openapi-left-panel__container schema">
            <MDXComponent />
          </div>
          <div className="col col--5 openapi-right-panel__container">
            <CodeBlock language="json" title={`${frontMatter.title}`}>
              {JSON.stringify(sample, null, 2)}
            </CodeBlock>
          </div>
        </div>
      </SchemaExpansionProvider>
    );
  } else {
    body = (
      <div className="row">
        <div className="col col--12 markdown">
          <MDXComponent />
        </div>
      </div>
    );
  }

  return (
    <DocProvider content={content}>
      <HtmlClassNameProvider className={`docs-doc-id-${content.metadata.id}`}>
        <Metadata />
        <Layout>{body}</Layout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
