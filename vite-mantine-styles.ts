import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Each Mantine component's stylesheet travels with the component's code: its class-name module
 * (`@mantine/core/esm/…/Menu.module.mjs`) imports `@mantine/core/styles/Menu.css`, after the
 * sheets of the components it is built on (Menu on Popover, its items on UnstyledButton…).
 *
 * Importing the sheets by hand, screen by screen, left a lazily loaded part that used a component
 * nobody had imported the sheet of drawn without it (the dashboard's Batch and Manage menus, the
 * Reports tabs). Here a sheet is in whichever chunk holds the component, loaded with it, and only
 * there: the public pages keep only the sheets of what they draw.
 *
 * Order matters (Mantine's "CSS files list"): a component's rules come after those of the
 * components it builds on, which it overrides with selectors of the same weight. The sheets of
 * those it reaches through its own imports are imported first, so they come first in the
 * chunk's stylesheet, or in one loaded before it.
 */
export function mantineComponentStyles(): Plugin {
  const stylesDir = 'styles';
  const classModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/](.+[\\/])?(\w+)\.module\.mjs$/;
  const sheetsOf = new Map<string, string[]>();

  /** The component sheets reached from `file` through relative imports, dependencies first. */
  function sheetsReached(file: string, seen: Set<string>, out: string[]) {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/(?:from|import)\s*"(\.[^"]+\.mjs)"/g)) {
      if (spec === undefined) continue;
      const target = path.resolve(path.dirname(file), spec);
      // The core (providers, Box, styles API) draws on no component's sheet.
      if (target.includes(`${path.sep}esm${path.sep}core${path.sep}`)) continue;
      sheetsReached(target, seen, out);
    }
    const own = classModule.exec(file)?.[2];
    if (own !== undefined && !out.includes(own)) out.push(own);
  }

  /** For a class-name module: its component's dependencies' sheets, then its own. */
  function sheets(moduleFile: string, name: string): string[] {
    let found = sheetsOf.get(moduleFile);
    if (found === undefined) {
      const componentFile = moduleFile.replace(/\.module\.mjs$/, '.mjs');
      const seen = new Set([moduleFile]);
      found = [];
      try {
        sheetsReached(componentFile, seen, found);
      } catch {
        // A class-name module with no component file of its name (shared by several): its own.
      }
      found = [...found.filter((sheet) => sheet !== name), name];
      sheetsOf.set(moduleFile, found);
    }
    return found;
  }

  return {
    name: 'mantine-component-styles',
    transform: {
      filter: { id: classModule },
      handler(code, id) {
        const file = id.split('?')[0] ?? id;
        const name = classModule.exec(file)?.[2];
        if (name === undefined) return null;
        const imports = sheets(file, name)
          .map((sheet) => `import '@mantine/core/${stylesDir}/${sheet}.css';\n`)
          .join('');
        return { code: `${imports}${code}`, map: null };
      },
    },
  };
}
