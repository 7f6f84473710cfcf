/**
 * Agent skills published from docs pages, in the Agent Skills format: each
 * skill is the Markdown twin of its page (without the llms.txt directive)
 * under a front matter of its name and the page's description, at
 * `/.well-known/agent-skills/<name>/SKILL.md`, and
 * `/.well-known/agent-skills/index.json` lists them with the SHA-256 of the
 * file as served (the discovery index of the Agent Skills Discovery RFC,
 * 0.2.0). So the skill's code blocks run in the sample harness and its links
 * pass the build's link check, as the page's do. Pure: the plugin writes the
 * files.
 */
import {createHash} from 'node:crypto';

/** The well-known folder of agent skills. */
const SKILLS_PATH = '/.well-known/agent-skills';
const DISCOVERY_SCHEMA = 'https://schemas.agentskills.io/discovery/0.2.0/schema.json';

/** A skill to publish: its name and the docs page it is written from. */
export interface SkillOptions {
  /** Lower case letters, digits and single hyphens, at most 64 characters. */
  name: string;
  /** Route path of the page, e.g. `/docs/guides/agent-skill`. */
  page: string;
}

export interface SkillFile {
  /** Route path of the file, e.g. `/.well-known/agent-skills/x/SKILL.md`. */
  path: string;
  text: string;
}

/** Throws, naming the skill, on a name or description the format refuses. */
function checkSkill(name: string, description: string, source: string): void {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name) || name.length > 64) {
    throw new Error(
      `agent-docs: skill "${name}" (${source}): a skill name is lower case letters, digits and single hyphens, at most 64 characters.`,
    );
  }
  if (!description.trim() || description.length > 1024) {
    throw new Error(
      `agent-docs: skill "${name}" (${source}): the page's description (1 to 1024 characters) is the skill's.`,
    );
  }
}

/** A skill's SKILL.md: front matter (name, description), then the page's twin. */
export function skillMarkdown(
  name: string,
  description: string,
  twin: string,
  source: string,
): string {
  checkSkill(name, description, source);
  // JSON strings are YAML double-quoted scalars: a colon in the description stays text.
  return `---\nname: ${name}\ndescription: ${JSON.stringify(description.replace(/\s+/g, ' ').trim())}\n---\n\n${twin.trim()}\n`;
}

/** The files of the skills: each SKILL.md, and the discovery index with their digests. */
export function skillFiles(
  skills: readonly {name: string; description: string; markdown: string}[],
): SkillFile[] {
  const files = skills.map((skill) => ({
    path: `${SKILLS_PATH}/${skill.name}/SKILL.md`,
    text: skill.markdown,
  }));
  const index = {
    $schema: DISCOVERY_SCHEMA,
    skills: skills.map((skill, position) => ({
      name: skill.name,
      type: 'skill-md',
      description: skill.description.replace(/\s+/g, ' ').trim(),
      url: files[position]!.path,
      digest: `sha256:${createHash('sha256').update(files[position]!.text).digest('hex')}`,
    })),
  };
  return [
    ...files,
    {path: `${SKILLS_PATH}/index.json`, text: `${JSON.stringify(index, null, 2)}\n`},
  ];
}
