import {describe, expect, it} from 'vitest';
import {directiveLine, withDirective, withoutDirective} from '../../lib/markdown/agent-directive';

const llms = 'https://docs.example.test/llms.txt';
const twin = '# Testing\n\nUse the test key.\n';

describe('the llms.txt directive of a twin', () => {
  it('is one block-quote line on top, linking llms.txt by its absolute URL', () => {
    const text = withDirective(twin, llms);
    const [first, blank, heading] = text.split('\n');
    expect(first).toBe(directiveLine(llms));
    expect(first).toMatch(
      /^> For AI agents: .*\[llms\.txt\]\(https:\/\/docs\.example\.test\/llms\.txt\)\.$/,
    );
    expect(blank).toBe('');
    expect(heading).toBe('# Testing');
  });

  it('comes off again, leaving the twin as it was', () => {
    expect(withoutDirective(withDirective(twin, llms))).toBe(twin);
  });

  it('leaves a twin without one, and a block quote of its own, alone', () => {
    expect(withoutDirective(twin)).toBe(twin);
    const quoted = '> **Note:** keys are secret.\n\n# Keys\n';
    expect(withoutDirective(quoted)).toBe(quoted);
  });
});
