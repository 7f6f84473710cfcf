/**
 * Grid of cards on a section's landing page: each card names a part of the
 * section, says what it is for and lists links to its pages. The Markdown
 * twin, converted from the built page, has the same cards.
 */
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Card} from '@site/src/data/address-lookup-tables';
import styles from './styles.module.css';

export type {Card} from '@site/src/data/address-lookup-tables';

export default function AddressLookupCards({cards}: {cards: readonly Card[]}) {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <Heading as="h3" className={styles.title}>
            {card.title}
          </Heading>
          <p className={styles.description}>{card.description}</p>
          <ul className={styles.links}>
            {card.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
