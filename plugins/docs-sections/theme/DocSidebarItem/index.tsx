/**
 * Wraps the sidebar item (via `@theme-init`, so a site swizzle can still wrap
 * it) for plugins/docs-sections' lazy categories. On pages outside a big
 * collapsed category, the category's metadata holds one link, its first,
 * marked with the URL of its items (sections.ts, prunedSidebar). That link
 * renders only when the reader opens the category; it then fetches the items
 * (published in postBuild under /assets/docs-sections/) and shows them in its
 * place. Until they arrive, and if the fetch fails, the link is shown as is.
 * Every other item renders unchanged.
 */
import {useEffect, useState, type ReactNode} from 'react';
import DocSidebarItem from '@theme-init/DocSidebarItem';
import DocSidebarItems from '@theme/DocSidebarItems';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import type {Props} from '@theme/DocSidebarItem';
import {LAZY_ITEMS} from '../../lazy-items';

/** Items already fetched, by URL: a category opened twice is fetched once. */
const fetched = new Map<string, PropSidebarItem[]>();

function LazyItems({url, ...props}: Props & {url: string}): ReactNode {
  const href = useBaseUrl(url);
  const [items, setItems] = useState(() => fetched.get(href));
  useEffect(() => {
    if (items) return undefined;
    let live = true;
    fetch(href)
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} ${href}`);
        return response.json() as Promise<PropSidebarItem[]>;
      })
      .then((list) => {
        fetched.set(href, list);
        if (live) setItems(list);
      })
      .catch(() => {
        // The stub link stays: the category still leads to its first page.
      });
    return () => {
      live = false;
    };
  }, [href, items]);
  if (!items) {
    const customProps = {...props.item.customProps};
    delete customProps[LAZY_ITEMS];
    return <DocSidebarItem {...props} item={{...props.item, customProps}} />;
  }
  return (
    <DocSidebarItems
      items={items}
      activePath={props.activePath}
      onItemClick={props.onItemClick}
      level={props.level}
      tabIndex={props.tabIndex}
    />
  );
}

export default function DocSidebarItemWithLazyItems(props: Props): ReactNode {
  const url = props.item.type === 'link' ? props.item.customProps?.[LAZY_ITEMS] : undefined;
  if (typeof url !== 'string') return <DocSidebarItem {...props} />;
  return <LazyItems {...props} url={url} />;
}
