import React, {useCallback, useEffect, useId, useLayoutEffect, useRef, useState} from 'react';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {findTerm, termPath, type GlossarySlug} from '@site/src/data/glossary';
import styles from './styles.module.css';

export interface TermProps {
  /** Slug of the glossary entry, e.g. "udprn". An unknown slug fails the build. */
  id: GlossarySlug;
  /** The words shown in the text; defaults to the term itself. */
  children?: ReactNode;
}

/** Gap kept between the definition card and the edge of the viewport, in pixels. */
const VIEWPORT_MARGIN = 8;

// useLayoutEffect warns during server rendering; fall back to useEffect there.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Links a glossary term to its page and shows its one-line definition while
 * the link is hovered or focused. Once the page has hydrated, the definition
 * is always in the DOM and tied to the link with aria-describedby, so screen
 * readers announce it; Escape hides it. The card is positioned absolutely, so
 * showing it never moves text. The server HTML holds the link alone: a
 * program that reads the text of the HTML without applying `hidden` (most
 * HTML-to-text tools, afdocs) would otherwise read the definition in the
 * middle of the sentence ("a balance of lookupsLookup The unit of billing...").
 */
export default function Term({id, children}: TermProps): ReactNode {
  const entry = findTerm(id);
  if (!entry) {
    throw new Error(
      `<Term id="${id}">: no such glossary term. Add it to src/data/glossary.ts or fix the id.`,
    );
  }
  const tooltipId = `term-${useId().replace(/:/g, '')}`;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [shift, setShift] = useState(0);
  const cardRef = useRef<HTMLSpanElement>(null);
  // False on the server and in the hydrating render, so both match the HTML.
  const mounted = useIsBrowser();
  const open = (hovered || focused) && !dismissed;

  // Escape dismisses the card wherever focus is (WCAG 1.4.13 "dismissible").
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Keep the card inside the viewport horizontally. The shift is reset when the
  // card closes, so each opening measures the card at its natural position.
  useIsomorphicLayoutEffect(() => {
    if (!open || !cardRef.current) {
      setShift(0);
      return;
    }
    const overflow =
      cardRef.current.getBoundingClientRect().right - (window.innerWidth - VIEWPORT_MARGIN);
    setShift(overflow > 0 ? -overflow : 0);
  }, [open]);

  const rearm = useCallback(() => setDismissed(false), []);

  return (
    <span
      className={styles.term}
      onMouseEnter={() => {
        rearm();
        setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
    >
      <Link
        to={termPath(entry.slug)}
        className={styles.link}
        aria-describedby={mounted ? tooltipId : undefined}
        onFocus={() => {
          rearm();
          setFocused(true);
        }}
        onBlur={() => setFocused(false)}
      >
        {children ?? entry.term}
      </Link>
      {mounted && (
        <span
          ref={cardRef}
          id={tooltipId}
          role="tooltip"
          className={styles.card}
          style={shift ? {transform: `translateX(${shift}px)`} : undefined}
          hidden={!open}
        >
          <strong className={styles.cardTerm}>{entry.term}</strong> {entry.definition}
        </span>
      )}
    </span>
  );
}
