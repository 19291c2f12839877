import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import styles from './index.module.css';

type ProductCard = {
  name: string;
  to: string;
  summary: string;
  start: {label: string; to: string};
  topics: {label: string; to: string}[];
};

const productCards: ProductCard[] = [
  {
    name: 'Catalyst',
    to: '/catalyst',
    summary:
      'Dapr APIs as a managed service. Call state, pub/sub, service invocation, bindings and workflows from any app, with no sidecar to run.',
    start: {label: 'Make your first API call', to: '/catalyst/getting-started/first-api-call'},
    topics: [
      {label: 'Quickstarts', to: '/catalyst/quickstarts'},
      {label: 'API reference', to: '/catalyst/api/catalyst-apis'},
      {label: 'CLI reference', to: '/catalyst/references/cli-reference'},
      {label: 'Components', to: '/catalyst/references/components-reference'},
    ],
  },
  {
    name: 'Conductor',
    to: '/conductor',
    summary:
      'Run Dapr on your own Kubernetes clusters with confidence: guided upgrades, health insights, best-practice advice and alerts.',
    start: {label: 'Connect your first cluster', to: '/conductor/getting-started/quickstart'},
    topics: [
      {label: 'Architecture', to: '/conductor/overview/architecture'},
      {label: 'Advisor', to: '/conductor/insights/advisor'},
      {label: 'Upgrade Dapr', to: '/conductor/how-to-guides/upgrade-dapr'},
      {label: 'CLI reference', to: '/conductor/cli-reference'},
    ],
  },
  {
    name: 'Enterprise Dapr',
    to: '/enterprise-dapr',
    summary:
      'The Diagrid Dapr Distribution for Enterprise (D3E), licensed and installed from its own Helm chart, and support for the open-source Dapr you already run.',
    start: {label: 'Install the distribution', to: '/enterprise-dapr/d3e/installation-guide'},
    topics: [
      {label: 'Distribution overview', to: '/enterprise-dapr/d3e'},
      {label: 'Kubernetes resources', to: '/enterprise-dapr/d3e/k8s-resources'},
      {label: 'Open-source support', to: '/enterprise-dapr/oss-support'},
    ],
  },
  {
    name: 'Workflow Composer',
    to: '/workflow-composer',
    summary:
      'Sketch a business process as a diagram and get a runnable Dapr workflow project in the language your team uses.',
    start: {label: 'Compose a workflow', to: '/workflow-composer'},
    topics: [{label: 'FAQ', to: '/workflow-composer/faq'}],
  },
];

function Card({card}: {card: ProductCard}): ReactNode {
  return (
    <section className={styles.card} aria-labelledby={`product-${card.name}`}>
      <Heading as="h2" id={`product-${card.name}`} className={styles.cardTitle}>
        <Link to={card.to}>{card.name}</Link>
      </Heading>
      <p className={styles.cardSummary}>{card.summary}</p>
      <ul className={styles.topics}>
        {card.topics.map((t) => (
          <li key={t.to}>
            <Link to={t.to}>{t.label}</Link>
          </li>
        ))}
      </ul>
      <Link className="button button--primary button--sm" to={card.start.to}>
        {card.start.label}
      </Link>
    </section>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title="Documentation"
      description="Guides and references for Catalyst, Conductor, Enterprise Dapr and Workflow Composer: build, run and operate Dapr applications.">
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.heroTitle}>
            Diagrid documentation
          </Heading>
          <p className={styles.heroLead}>
            Build distributed applications on Dapr APIs, and run Dapr in production. Pick the product you
            are working with, or press <kbd>Ctrl</kbd>+<kbd>K</kbd> to search everything.
          </p>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <div className={styles.grid}>
          {productCards.map((card) => (
            <Card key={card.name} card={card} />
          ))}
        </div>
      </main>
    </Layout>
  );
}
