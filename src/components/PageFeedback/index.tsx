/**
 * "Was this page helpful?" at the end of every doc and API page, built on
 * the page's "Report a problem with this page" link (the docs-mistake issue
 * form, src/utils/repository.ts): one path to the writers.
 *
 * Yes / No; after No, one optional reason from a short fixed list and an
 * optional comment (500 characters at most).
 * - With analytics consent, the answer is one PostHog event (page path,
 *   vote, reason, docs version: src/feedback/analytics.ts); the comment is
 *   never sent.
 * - Without it nothing is sent: the report link below, filled in with the
 *   page, the reason and the comment, is how the answer reaches the writers.
 *
 * Rendered on the server as it first shows (the question and two buttons),
 * so hydration moves nothing; what follows a vote appears on the reader's
 * click. A comment with HTML or a key that is not a documented test key is
 * refused, with a message, and stays out of the link.
 */
import React, {useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {feedbackReasons, MAX_COMMENT_LENGTH, type ReasonId} from '@site/lib/feedback/issue';
import {PAGE_FEEDBACK_EVENT} from '@site/lib/feedback/events';
import {commentProblem, docsVersion, reportUrl} from '@site/src/feedback/report-link';
import {analyticsConsented, sendFeedback} from '@site/src/feedback/analytics';
import styles from './styles.module.css';

interface Props {
  /** The page's path (its permalink: no query string). */
  pagePath: string;
}

type Vote = 'yes' | 'no';
/** Where the answer went: to analytics, or nowhere (no consent). */
type Outcome = 'sent' | 'kept';

export default function PageFeedback({pagePath}: Props): ReactNode {
  const id = useId();
  const [vote, setVote] = useState<Vote | null>(null);
  const [consented, setConsented] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [reason, setReason] = useState<ReasonId | null>(null);
  const [comment, setComment] = useState('');
  const status = useRef<HTMLParagraphElement>(null);

  const trimmed = comment.trim();
  const problem = trimmed ? commentProblem(trimmed) : null;
  // The server's link (no vote yet) is the page and the docs version.
  const reportHref = reportUrl(pagePath, {
    reason: vote === 'no' ? (reason ?? undefined) : undefined,
    comment: vote === 'no' && !problem ? trimmed : undefined,
  });

  const send = (answer: Vote, chosen: ReasonId | null) => {
    const sent = sendFeedback(PAGE_FEEDBACK_EVENT, {
      page_path: pagePath,
      vote: answer,
      reason: chosen,
      docs_version: docsVersion,
    });
    setOutcome(sent ? 'sent' : 'kept');
    // The buttons that were pressed go away: the thanks take the focus.
    requestAnimationFrame(() => status.current?.focus());
  };

  const onVote = (answer: Vote) => {
    if (outcome) return;
    setVote(answer);
    if (answer === 'yes') {
      send('yes', null);
    } else {
      setConsented(analyticsConsented());
    }
  };

  const thanks =
    outcome === 'sent'
      ? vote === 'no'
        ? 'Thank you: your answer was sent, without your comment. To send the comment to the writers too, report the problem below.'
        : 'Thank you: your answer was sent.'
      : outcome === 'kept'
        ? vote === 'no'
          ? 'Thank you. Nothing was sent: to tell the writers, report the problem below.'
          : 'Thank you. Nothing was sent: analytics are off.'
        : '';
  const panelId = `${id}-panel`;
  const countId = `${id}-count`;
  const problemId = `${id}-problem`;

  return (
    <section
      className={styles.feedback}
      aria-labelledby={`${id}-title`}
      data-page-feedback
      data-twin-omit
      data-pagefind-ignore="all"
    >
      <div className={styles.question}>
        <h2 id={`${id}-title`} className={styles.title}>
          Was this page helpful?
        </h2>
        <div className={styles.votes} role="group" aria-labelledby={`${id}-title`}>
          {(['yes', 'no'] as const).map((answer) => (
            <button
              key={answer}
              type="button"
              className={`button button--sm button--outline button--secondary ${styles.vote}`}
              aria-pressed={vote === answer}
              aria-expanded={answer === 'no' ? vote === 'no' && !outcome : undefined}
              aria-controls={answer === 'no' && vote === 'no' ? panelId : undefined}
              disabled={outcome !== null}
              onClick={() => onVote(answer)}
            >
              {answer === 'yes' ? 'Yes' : 'No'}
            </button>
          ))}
        </div>
      </div>
      {vote === 'no' && !outcome ? (
        <form
          id={panelId}
          className={styles.panel}
          onSubmit={(event) => {
            event.preventDefault();
            send('no', reason);
          }}
        >
          <fieldset className={styles.reasons}>
            <legend>What was wrong? (optional)</legend>
            {feedbackReasons.map((item) => (
              <label key={item.id} className={styles.reason}>
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={item.id}
                  checked={reason === item.id}
                  onChange={() => setReason(item.id)}
                />{' '}
                {item.label}
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${id}-comment`} className={styles.commentLabel}>
            Comment (optional)
          </label>
          <textarea
            id={`${id}-comment`}
            className={styles.comment}
            rows={3}
            maxLength={MAX_COMMENT_LENGTH}
            value={comment}
            aria-describedby={problem ? `${countId} ${problemId}` : countId}
            aria-invalid={problem !== null}
            onChange={(event) => setComment(event.target.value)}
          />
          <p id={countId} className={styles.hint}>
            {comment.length} of {MAX_COMMENT_LENGTH} characters.{' '}
            {consented
              ? 'The comment is never sent with your answer: it goes only into the issue you open with the report link below.'
              : 'Nothing is sent from this page (analytics are off): the report link below opens an issue with the page, your reason and your comment filled in.'}
          </p>
          {problem ? (
            <p id={problemId} className={styles.problem} role="alert">
              {problem} It is left out of the report link.
            </p>
          ) : null}
          {consented ? (
            <button type="submit" className="button button--sm button--primary">
              Send answer
            </button>
          ) : null}
        </form>
      ) : null}
      <p ref={status} role="status" tabIndex={-1} className={styles.status}>
        {thanks}
      </p>
      <Link href={reportHref} className={styles.report} data-report-problem>
        Report a problem with this page
      </Link>
    </section>
  );
}
