/**
 * npx tsx bench/profile-open.ts (after `npm run build`)
 * PROFILE_TYPING=<word> npx tsx bench/profile-open.ts
 *
 * Where a phone's main thread goes (phone preset: 4× slower CPU, slow 4G; the bench restaurant):
 * a CPU profile of /admin from navigation to 5 s after the model arrived, or, with PROFILE_TYPING,
 * of that word typed into the search a character at a time once the page is loaded. Prints the
 * profile's self time summed by script and by function, the largest first, with each function's
 * place in the built file (`npm run build` writes no source maps: read the place in dist/web).
 * The times are the throttled page's; a profile's sampling slows the page a little. Benches
 * elsewhere give the figures; this says where they come from.
 */
import path from 'node:path';
import { withBenchServer } from './bench-server.js';
import {
  emulatePhone,
  launchBenchChromium,
  openDashboard,
  phoneContext,
  signedInState,
} from './browser-login.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Each line: the summed self time in ms, then what it is, the largest `count` first. */
function largest(times: ReadonlyMap<string, number>, count: number): string[] {
  return [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => `${time.toFixed(0).padStart(6)} ms  ${name}`);
}

function summed(profile: Profile): {
  byScript: Map<string, number>;
  byFunction: Map<string, number>;
} {
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const { id, callFrame } of profile.nodes) {
    const time = self.get(id) ?? 0;
    if (time === 0) continue;
    // The browser's own work (layout, style, parsing, idle) has no script: named in brackets.
    const script = path.basename(callFrame.url) || `(${callFrame.functionName})`;
    byScript.set(script, (byScript.get(script) ?? 0) + time);
    const where = `${script}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
    const name = `${callFrame.functionName || '(anonymous)'} ${where}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  }
  return { byScript, byFunction };
}

const typing = process.env.PROFILE_TYPING;

await withBenchServer(
  'sqlite',
  async (server) => {
    const browser = await launchBenchChromium();
    try {
      const context = await phoneContext(browser, await signedInState(browser, server));
      const page = await context.newPage();
      const cdp = await emulatePhone(context, page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      if (!typing) await cdp.send('Profiler.start');
      const opened = await openDashboard(page, server);
      await page.waitForTimeout(5_000);
      if (typing) {
        // Typing happens once the page is loaded: the network no longer counts.
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
        await page.getByRole('searchbox', { name: 'Search inventory' }).click();
        await page.waitForTimeout(1_000);
        await cdp.send('Profiler.start');
        for (const character of typing) {
          await page.keyboard.type(character);
          await page.waitForTimeout(600);
        }
      }
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      const { byScript, byFunction } = summed(profile);
      console.log(
        typing
          ? `"${typing}" typed a character at a time, 600 ms apart`
          : `/admin: first wine card ${opened.card.toFixed(0)} ms, model ${opened.loaded.toFixed(0)} ms, then 5 s`,
      );
      console.log('self time by script:');
      for (const line of largest(byScript, 15)) console.log(line);
      console.log('self time by function:');
      for (const line of largest(byFunction, 30)) console.log(line);
    } finally {
      await browser.close();
    }
  },
  { webDistDir: path.resolve(process.env.BENCH_WEB_DIST ?? 'dist/web') },
);
