import { describe, expect, it } from 'vitest';
import { WriteGroups } from './write-groups.js';

/** A write that is held until released, recording each group it was given. */
function heldWrites(fail?: (items: readonly string[]) => boolean) {
  const groups: string[][] = [];
  const releases: Array<() => void> = [];
  const groupsOf = new WriteGroups<string, string>(async (key, items) => {
    groups.push([key, ...items]);
    await new Promise<void>((resolve) => releases.push(resolve));
    if (fail?.(items)) throw new Error(`refused ${items.join(',')}`);
    return items.map((item) => `${item}!`);
  }, 3);
  const releaseNext = async () => {
    releases.shift()?.();
    // Let the answers and the next group's start run.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { groups, groupsOf, releaseNext };
}

describe('write groups', () => {
  it('sends what arrives while a group is written as the next group, at most `largest` at once, in order', async () => {
    const { groups, groupsOf, releaseNext } = heldWrites();
    const answers = ['a', 'b', 'c', 'd', 'e'].map((item) => groupsOf.submit('k', item));
    await releaseNext();
    await releaseNext();
    await releaseNext();
    expect(await Promise.all(answers)).toEqual(['a!', 'b!', 'c!', 'd!', 'e!']);
    expect(groups).toEqual([
      ['k', 'a'],
      ['k', 'b', 'c', 'd'],
      ['k', 'e'],
    ]);
  });

  it('writes different keys side by side, never two groups of one key at once', async () => {
    const { groups, groupsOf, releaseNext } = heldWrites();
    const answers = [
      groupsOf.submit('k', 'a'),
      groupsOf.submit('j', 'x'),
      groupsOf.submit('k', 'b'),
    ];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(groups).toEqual([
      ['k', 'a'],
      ['j', 'x'],
    ]);
    await releaseNext();
    await releaseNext();
    await releaseNext();
    expect(await Promise.all(answers)).toEqual(['a!', 'x!', 'b!']);
    expect(groups[2]).toEqual(['k', 'b']);
  });

  it("fails a failed group's items only, and goes on with the next group", async () => {
    const { groupsOf, releaseNext } = heldWrites((items) => items.includes('bad'));
    const first = groupsOf.submit('k', 'a');
    const failed = [groupsOf.submit('k', 'bad'), groupsOf.submit('k', 'b')];
    const refusals = failed.map((answer) => answer.catch((error: Error) => error.message));
    await releaseNext();
    const after = groupsOf.submit('k', 'c');
    await releaseNext();
    await releaseNext();
    expect(await first).toBe('a!');
    expect(await Promise.all(refusals)).toEqual(['refused bad,b', 'refused bad,b']);
    expect(await after).toBe('c!');
  });
});
