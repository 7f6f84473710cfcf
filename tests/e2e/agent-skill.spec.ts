import crypto from 'node:crypto';
import {expect, test} from '@playwright/test';
import {agentSkill, identity} from '../../src/identity';
import {builtText} from './helpers';

/**
 * The agent skill the build publishes (plugins/agent-docs/skills.ts) from
 * docs/guides/agent-skill.mdx: the discovery index at
 * /.well-known/agent-skills/index.json, whose digest is that of the SKILL.md
 * served, and a SKILL.md that is the page's twin under the skill's front
 * matter. Its code blocks are the page's, which the sample harness runs
 * (the widget snippet in a browser, scripts/samples/widget.ts), and its
 * links the page's, which the build's link check passed.
 */
const INDEX = '/.well-known/agent-skills/index.json';
const PAGE = '/docs/guides/agent-skill';

interface DiscoveryIndex {
  $schema: string;
  skills: {name: string; type: string; description: string; url: string; digest: string}[];
}

test('the discovery index lists the skill with the digest of the file served', async ({
  request,
}) => {
  const response = await request.get(INDEX);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const index = (await response.json()) as DiscoveryIndex;
  expect(index.$schema).toBe('https://schemas.agentskills.io/discovery/0.2.0/schema.json');
  expect(index.skills.map((skill) => skill.name)).toEqual([agentSkill.name]);
  const [skill] = index.skills;
  expect(skill.type).toBe('skill-md');
  expect(skill.url).toBe(`/.well-known/agent-skills/${agentSkill.name}/SKILL.md`);
  const file = await request.get(skill.url);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('text/markdown');
  const digest = crypto
    .createHash('sha256')
    .update(await file.body())
    .digest('hex');
  expect(skill.digest).toBe(`sha256:${digest}`);
});

test("SKILL.md is the page's twin under the skill's name and the page's description", async ({
  request,
}) => {
  const index = JSON.parse(await builtText(request, INDEX)) as DiscoveryIndex;
  const skill = await builtText(request, index.skills[0].url);
  const match = /^---\nname: (\S+)\ndescription: (".*")\n---\n\n([\s\S]*)$/.exec(skill);
  expect(match, 'front matter of name and description, then the body').not.toBeNull();
  const [, name, description, body] = match!;
  expect(name).toBe(agentSkill.name);
  expect(JSON.parse(description)).toBe(index.skills[0].description);
  // The twin of the page, its llms.txt directive left out: same headings, code and links.
  const twin = await builtText(request, `${PAGE}.md`);
  expect(twin.endsWith(body)).toBe(true);
  expect(body).toMatch(/^# Agent skill: integrate address lookup\n/);
  // Nothing of the page's MDX or placeholders reaches the skill.
  expect(body).not.toMatch(/%%[A-Za-z]+%%|<RequiredOptions|^import /m);
  expect(body).toContain(`${identity.urls.api}/verify/addresses`);
  for (const language of ['html', 'bash', 'js']) expect(body).toContain(`\`\`\`${language}\n`);
});
