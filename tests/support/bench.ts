/**
 * Figures the bench's report tests start from (tests/unit/bench-*.test.ts),
 * each test setting what it is about on top.
 */

/** A page's Lighthouse scores and timings that meet every goal of the bench. */
export const goodScores = {
  performance: 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 200,
  cls: 0,
};

/** The shape of a load run: 100 requests a second for 30 s over 50 connections. */
export const loadRun = {rate: 100, seconds: 30, connections: 50, requests: 3000};
