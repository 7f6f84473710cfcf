/**
 * The browser bundle's entry (plugins/staged-start): Docusaurus's own client
 * entry, started in a few short tasks instead of one long one.
 *
 * Evaluating the main bundle runs the body of every module it holds: React
 * DOM, the router, the route table, the client modules, the theme's layout.
 * In one task that is the longest task of a page load on a phone. Here the
 * same modules are evaluated in the same order of dependence, a group per
 * task, with a yield to the browser between groups (input, rendering), and
 * Docusaurus's entry last: it finds its imports already evaluated and only
 * starts hydration.
 *
 * The imports are `eager`: no extra chunk or request, the modules stay in
 * the main bundle; only the moment each one runs changes.
 */

/** Resolves in a new task, after the browser has handled what is waiting. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start(): Promise<void> {
  // Docusaurus's entry imports these in this order (React DOM, then App,
  // which imports the client modules and then the route table); keeping it
  // keeps the stylesheet's order. Only whole modules the entry evaluates
  // anyway are named here: a namespace import of a library whose entry
  // takes a few exports (the router, the head manager) would keep all of
  // them in the bundle.
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // The first string comparison of a page loads the browser's collation data
  // (ICU; about 10 ms on a phone); Docusaurus's first one comes in the middle
  // of rendering (active docs plugin, memoised objects). A collator created
  // here loads it in a task of its own; `localeCompare` then finds it loaded.
  // (A bare `'a'.localeCompare('b')` would be dropped by the minifier as a
  // pure call whose result is unused.)
  new Intl.Collator().compare('a', 'b');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/routes');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry');
}

void start();
