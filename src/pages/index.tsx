import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {identity} from '@site/src/identity';

export default function Home(): ReactNode {
  return (
    <Layout title="Home" description={identity.tagline}>
      <main>
        <h1>{identity.name}</h1>
      </main>
    </Layout>
  );
}
