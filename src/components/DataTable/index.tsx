/**
 * The shell every data table of the docs shares: a focusable region that
 * scrolls horizontally on narrow screens (labelled for screen readers), the
 * table with its caption, and one column header per column. Callers render
 * the rows. The region is the same `table-region` the Markdown tables get
 * from plugins/table-regions (src/css/tables.css): words and code tokens
 * never break, the table scrolls instead, with a shadow on the side that has
 * more.
 */
import type {ReactNode} from 'react';
import styles from '../AddressLookupReference/styles.module.css';

export {styles as dataTableStyles};

export default function DataTable({
  label,
  caption = label,
  headers,
  children,
}: {
  /** Accessible name of the scrolling region. */
  label: string;
  /** The visible caption; the label unless given. */
  caption?: ReactNode;
  headers: readonly string[];
  children: ReactNode;
}): ReactNode {
  return (
    <div
      className={`table-region table-region--full ${styles.scroller}`}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
