import fs from 'node:fs';
import path from 'node:path';

/** The manifest keys of the guest page's and the staff /menu's scripts (vite.config.ts's entries). */
const GUEST_ENTRY = 'guest/guest-menu.ts';
export const STAFF_MENU_ENTRY = 'guest/staff-menu.ts';

export interface GuestScript {
  src: string;
  /** The chunks it imports, to preload beside it rather than one after the other. */
  preloads: string[];
}

interface ManifestChunk {
  file?: string;
  imports?: string[];
}

/**
 * The address of a menu page's script in the web build (its name carries a content hash), read
 * from Vite's manifest once; null without a web build (the page is then only read).
 */
export function guestScriptPath(distDir: string, entryKey = GUEST_ENTRY): () => GuestScript | null {
  let found: GuestScript | null | undefined;
  return () => {
    if (found !== undefined) return found;
    try {
      const manifest = JSON.parse(
        fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Record<string, ManifestChunk>;
      const entry = manifest[entryKey];
      const preloads = new Set<string>();
      const visit = (key: string) => {
        const file = manifest[key]?.file;
        if (!file || preloads.has(`/${file}`)) return;
        preloads.add(`/${file}`);
        for (const child of manifest[key]?.imports ?? []) visit(child);
      };
      for (const child of entry?.imports ?? []) visit(child);
      found = entry?.file ? { src: `/${entry.file}`, preloads: [...preloads] } : null;
    } catch {
      found = null;
    }
    return found;
  };
}
