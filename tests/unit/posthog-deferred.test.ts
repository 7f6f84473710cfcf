import vm from 'node:vm';
import type {LoadContext} from '@docusaurus/types';
import posthogDocusaurus from 'posthog-docusaurus';
import {describe, expect, it} from 'vitest';
import {deferPosthogLibrary} from '../../config/analytics';
import {loadPosthogLibrary, type PosthogApi} from '../../src/consent/posthog';

interface Tag {
  tagName: string;
  attributes?: Record<string, unknown>;
  innerHTML?: string;
}

/** The installed posthog-docusaurus's head tags for a production page. */
function installedTags(): Tag[] {
  const plugin = posthogDocusaurus({} as LoadContext, {
    apiKey: 'phc_test',
    appUrl: 'https://ph.example.test',
    enableInDevelopment: true,
    opt_out_capturing_by_default: true,
  });
  const tags = plugin.injectHtmlTags?.({content: null}) as {headTags: Tag[]};
  return tags.headTags;
}

/** Runs a head script in a page and records the scripts it adds. */
function runInPage(script: string) {
  const inserted: {src?: string}[] = [];
  const firstScript = {
    parentNode: {insertBefore: (element: {src?: string}) => inserted.push(element)},
  };
  const document = {
    createElement: () => ({}) as {src?: string},
    getElementsByTagName: () => [firstScript],
  };
  const window: Record<string, unknown> = {};
  window.window = window;
  window.document = document;
  vm.runInNewContext(script, window);
  return {inserted, posthog: window.posthog as PosthogApi & Record<string, unknown>};
}

describe('PostHog library fetched by the consent module, not from the head', () => {
  it('drops the preconnect and defers only the library request of the real snippet', () => {
    const tags = installedTags();
    expect(tags.some((tag) => tag.attributes?.rel === 'preconnect')).toBe(true);
    const deferred = deferPosthogLibrary(tags);
    expect(deferred.some((tag) => tag.attributes?.rel === 'preconnect')).toBe(false);

    // The installed snippet, unchanged, asks for the library from the head.
    const eager = runInPage(tags.find((tag) => tag.tagName === 'script')!.innerHTML!);
    expect(eager.inserted).toHaveLength(1);

    // Minified once, here: the pages are written without an HTML minifier.
    const snippet = deferred.find((tag) => tag.tagName === 'script')!.innerHTML!;
    expect(snippet).not.toMatch(/\n\s/);
    expect(snippet).toContain('posthog.init("phc_test",{api_host:"https://ph.example.test"');
    const page = runInPage(snippet);
    // The stub exists at once, so consent calls and the first page view queue up...
    expect(typeof page.posthog.set_config).toBe('function');
    expect(typeof page.posthog.capture).toBe('function');
    // ...but nothing is fetched until the consent module asks, when the browser is idle.
    expect(page.inserted).toHaveLength(0);
    const idle: (() => void)[] = [];
    loadPosthogLibrary(page.posthog, (callback) => idle.push(callback));
    loadPosthogLibrary(page.posthog, (callback) => idle.push(callback));
    expect(idle).toHaveLength(1);
    expect(page.inserted).toHaveLength(0);
    idle[0]();
    expect(page.inserted.map((element) => element.src)).toEqual([
      'https://ph.example.test/static/array.js',
    ]);
  });

  it('does nothing without PostHog or once the library is there', () => {
    const idle: (() => void)[] = [];
    loadPosthogLibrary(undefined, (callback) => idle.push(callback));
    const loaded = {__loaded: true, __load_library: () => {}} as unknown as PosthogApi;
    loadPosthogLibrary(loaded, (callback) => idle.push(callback));
    expect(idle).toHaveLength(0);
  });

  it('fails the build, naming the file, when the snippet changes', () => {
    const changed = installedTags().map((tag) =>
      tag.innerHTML
        ? {...tag, innerHTML: tag.innerHTML.replace('insertBefore(p,r)', 'append(p)')}
        : tag,
    );
    expect(() => deferPosthogLibrary(changed)).toThrow(/config\/analytics\.ts: posthog-docusaurus/);
    // Tags without PostHog's snippet pass through.
    expect(deferPosthogLibrary([{tagName: 'meta', attributes: {name: 'x'}}])).toHaveLength(1);
  });
});
