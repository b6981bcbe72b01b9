// Checks what the docs promise about themselves: every decision record opens with its number and
// title, a `Date:` and a `Status:` (accepted, or superseded, wholly or in part, by a record that exists), so a record
// is superseded rather than rewritten; no source file cites an issue by number (the issues are not
// in the repository: a comment says why, not who asked); a Markdown link in the README or the
// docs points at a file that exists. With --check it fails on any.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file !== '' && existsSync(resolve(root, file)));
const read = (file) => readFileSync(resolve(root, file), 'utf8');
const problems = [];

const decisions = tracked.filter((file) => /^docs\/decisions\/\d{4}-.*\.md$/.test(file));
const numbers = new Set(decisions.map((file) => basename(file).slice(0, 4)));
for (const file of decisions) {
  const [title = '', , date = '', status = ''] = read(file).split('\n');
  const number = basename(file).slice(0, 4);
  if (!title.startsWith(`# ${number} — `)) problems.push(`${file}: opens with "# ${number} — "`);
  if (!/^Date: \d{4}-\d{2}-\d{2}$/.test(date))
    problems.push(`${file}: line 3 is "Date: YYYY-MM-DD"`);
  // A record amended later carries the amendment's date in its body; the amendment belongs in a
  // record of its own that says what it changes (dates inside code spans are examples, not notes).
  read(file)
    .split('\n')
    .slice(4)
    .forEach((line, index) => {
      if (/\d{4}-\d{2}-\d{2}/.test(line.replace(/`[^`]*`/g, ''))) {
        problems.push(
          `${file}:${index + 5}: a dated note: write the amendment as a record of its own`,
        );
      }
    });
  const superseded = /^Status: (?:accepted; )?superseded (?:in part )?by (\d{4})$/.exec(status);
  if (superseded && !numbers.has(superseded[1])) {
    problems.push(`${file}: superseded by ${superseded[1]}, which is not a decision record`);
  } else if (!superseded && status !== 'Status: accepted') {
    problems.push(`${file}: line 4 is "Status: accepted" or "Status: superseded by NNNN"`);
  }
}

const sources = tracked.filter(
  (file) => /\.(ts|tsx|mjs|js|css|html)$/.test(file) && !file.startsWith('docs/archive/'),
);
const issueCitation = /\bissues? #?\d+/i;
for (const file of sources) {
  read(file)
    .split('\n')
    .forEach((line, index) => {
      if (issueCitation.test(line)) problems.push(`${file}:${index + 1}: cites an issue number`);
    });
}

const markdown = tracked.filter(
  (file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')),
);
for (const file of markdown) {
  for (const [, target] of read(file).matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue;
    if (!existsSync(resolve(root, dirname(file), target))) {
      problems.push(`${file}: links to ${target}, which does not exist`);
    }
  }
}

for (const problem of problems) console.error(problem);
if (process.argv.includes('--check')) {
  if (problems.length > 0) process.exit(1);
} else {
  console.log(`decision records: ${decisions.length}; problems: ${problems.length}`);
}
