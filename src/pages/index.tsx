import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import registry from '@site/config/products.json';
import styles from './index.module.css';

type ProductCard = {
  name: string;
  to: string;
  summary: string;
  start: {label: string; to: string};
  topics: {label: string; to: string}[];
};

/** One card per product, from the product registry (config/products.json). */
const productCards: ProductCard[] = registry.products.map((p) => ({
  name: p.label,
  to: `/${p.routeBasePath}`,
  summary: p.summary,
  start: p.start,
  topics: p.topics,
}));

function Card({card}: {card: ProductCard}): ReactNode {
  return (
    <section className={styles.card} aria-labelledby={`product-${card.name}`}>
      {/* A plain h2: the theme's Heading adds a hash link, an invisible tab stop in each card. */}
      <h2 id={`product-${card.name}`} className={styles.cardTitle}>
        <Link to={card.to}>{card.name}</Link>
      </h2>
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
      description="Guides and references for Catalyst, Conductor, Enterprise Dapr and Workflow Composer: build, run and operate Dapr applications."
    >
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.heroTitle}>
            Diagrid documentation
          </Heading>
          <p className={styles.heroLead}>
            Build distributed applications on Dapr APIs, and run Dapr in production. Pick the product you are working
            with, or press <kbd>Ctrl</kbd>+<kbd>K</kbd> to search everything.
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
