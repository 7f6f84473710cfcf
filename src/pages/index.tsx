import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {identity} from '@site/src/identity';
import HomeCards, {type HomeCard} from '@site/src/components/HomeCards';
import RunFirstRequest from '@site/src/components/RunFirstRequest';
import {authorizationFor} from '@site/lib/http/authorization';
import {testKeys} from '@site/lib/sandbox/test-keys';
import KeyCheckResponse from '@site/src/components/KeyCheckResponse';
import AgentDirective from '@site/src/components/AgentDirective';
import {absoluteUrl, markdownTwinPath} from '@site/lib/build-output';
import styles from './index.module.css';

const cards: readonly HomeCard[] = [
  {
    title: 'Address Lookup',
    to: '/docs/address-lookup',
    description:
      'Add the autocomplete widget to a checkout or sign-up form with a script tag, npm or React.',
  },
  {
    title: 'Address Verification',
    to: '/docs/address-verification/getting-started',
    description:
      'Check a complete US address against USPS data and read the CASS fields that come back.',
  },
  {
    title: 'API reference',
    to: '/docs/api',
    description:
      'Every endpoint with parameters, response schemas, error codes and request samples in eight languages.',
  },
  {
    title: 'Integrations',
    to: '/docs/integrations',
    description:
      'Ready-made plugins and snippets for WooCommerce, Magento, HubSpot, Salesforce, Zapier and more.',
  },
  {
    title: 'Guides',
    to: '/docs/guides',
    description:
      'Keys, allowed URLs, limits, top-ups, tagging, sublicensing and testing with free test inputs.',
  },
  {
    title: 'Data',
    to: '/docs/data',
    description:
      'The datasets behind each result: USPS, Royal Mail PAF, Eircode, G-NAF, HERE and others.',
  },
  {
    title: 'Switch From Google',
    to: '/docs/how-to-switch',
    description:
      'Replace Google Places Autocomplete: the same concepts mapped to options and callbacks.',
  },
];

const api = identity.urls.api;
const twin = markdownTwinPath('/');
const testKey = testKeys.usable;
const authorization = authorizationFor({api_key: testKey});

const curlSample = `# 1. Check that the test key is usable (free)
curl "${api}/keys/${testKey}"

# 2. Ask for address suggestions with the test query (free)
curl "${api}/autocomplete/addresses?query=ID1%201QD" \\
  -H 'Authorization: ${authorization}'`;

const fetchSample = `const base = "${api}";

// 1. Check that the test key is usable (free)
const key = await fetch(\`\${base}/keys/${testKey}\`).then((res) => res.json());
console.log(key.result.available); // true

// 2. Ask for address suggestions with the test query (free)
const params = new URLSearchParams({ query: "ID1 1QD" });
const found = await fetch(\`\${base}/autocomplete/addresses?\${params}\`, {
  headers: { Authorization: '${authorization}' },
}).then((res) => res.json());
console.log(found.result.hits.map((hit) => hit.suggestion));`;

function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.heroTitle}>
          {identity.name} documentation
        </Heading>
        <p className={styles.heroTagline}>{identity.tagline}.</p>
        <p className={styles.heroText}>
          {identity.name} finds and verifies postal addresses as people type them: US addresses from
          USPS data first, with the UK and more than two hundred other countries covered too. These
          docs show how to add the address lookup widget to a form, call the HTTP API, keep your
          keys safe and pay only for the addresses you use.
        </p>
        <div className={styles.heroButtons}>
          <Link className="button button--primary button--lg" to="/docs/address-lookup">
            Add address lookup
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/api">
            Browse the API
          </Link>
        </div>
      </div>
    </header>
  );
}

function FirstRequest(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="first-request">
      <Heading as="h2" id="first-request">
        Your first request in 60 seconds
      </Heading>
      <p>
        Anyone can use the test key <code>{testKey}</code>, without signing up. Test requests are
        free and go through the same checks as live ones, so you can try the API from a terminal or
        a browser console before you create a key in the{' '}
        <Link href={identity.urls.dashboard}>Dashboard</Link>. The first call checks that the key is
        usable; the second asks for suggestions for the test input <code>ID1 1QD</code>.
      </p>
      <Tabs groupId="language">
        <TabItem value="curl" label="curl">
          <CodeBlock language="bash">{curlSample}</CodeBlock>
        </TabItem>
        <TabItem value="js" label="JavaScript">
          <CodeBlock language="js">{fetchSample}</CodeBlock>
        </TabItem>
      </Tabs>
      <p>
        The key check answers with the standard envelope: a numeric <code>code</code>, a{' '}
        <code>message</code> and the <code>result</code>. Code <code>2000</code> means success;
        errors use the HTTP status followed by a discriminator, such as <code>4010</code> for an
        invalid key. Press Run to try both on the sandbox, in your browser.
      </p>
      {/* The catalogue's answer, written by `npm run gen`: the text Run shows. */}
      <KeyCheckResponse />
      <RunFirstRequest />
      <p>
        Next, read the <Link to="/docs/guides/testing">testing guide</Link> for every test input, or
        go straight to the <Link to="/docs/address-lookup">widget quick start</Link>.
      </p>
    </section>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout title="Home" description={`${identity.name} documentation. ${identity.tagline}.`}>
      {/* The page's Markdown twin (plugins/agent-docs, `extraTwins` of config/agent-docs.ts). */}
      <Head>
        <link rel="alternate" type="text/markdown" href={absoluteUrl(identity.urls.docs, twin)} />
      </Head>
      <main>
        <AgentDirective twin={twin} />
        <Hero />
        <div className="container">
          <section className={styles.section} aria-labelledby="areas">
            <Heading as="h2" id="areas">
              Find your way in
            </Heading>
            <HomeCards cards={cards} />
          </section>
          <FirstRequest />
        </div>
      </main>
    </Layout>
  );
}
