import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface HomeCard {
  title: string;
  to: string;
  description: string;
}

/** Grid of entry points into the documentation's areas. */
export default function HomeCards({cards}: {cards: readonly HomeCard[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.to} className={styles.card}>
          <h3 className={styles.title}>
            <Link to={card.to} className={styles.link}>
              {card.title}
            </Link>
          </h3>
          <p className={styles.description}>{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
