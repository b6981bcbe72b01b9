import type { Page } from '@playwright/test';

/** WCAG 2.5.5's target size, and the smallest text on a phone (docs/product.md §9). */
const TARGET = 44;
const SMALLEST_TEXT = 12;

/**
 * What the screen shows now that breaks the phone's rules: an interactive element under 44 × 44
 * px, or a text under 12 px. Exceptions, as WCAG 2.5.5 has them: a link inside a sentence (the
 * target is the text's line), and a control drawn by the browser itself that the user never
 * sees (a visually hidden radio or checkbox whose label is the target: the label is measured).
 */
export async function phoneRuleBreaks(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ target, smallest }) => {
      const breaks: string[] = [];
      const shown = (element: Element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return false;
        if (element.closest('[aria-hidden="true"], [inert]')) return false;
        const style = getComputedStyle(element);
        return style.visibility !== 'hidden' && style.display !== 'none';
      };
      const describe = (element: Element) => {
        const name =
          element.getAttribute('aria-label') ??
          (element.textContent ?? '').trim().slice(0, 40) ??
          element.tagName;
        return `${element.tagName.toLowerCase()} "${name}"`;
      };
      const visuallyHidden = (element: Element) => {
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        return style.opacity === '0' || (rect.width <= 1 && rect.height <= 1);
      };
      const interactive = document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="radio"], [role="checkbox"], [role="tab"], [role="menuitem"], [role="switch"], [role="option"]',
      );
      for (const element of interactive) {
        if (!shown(element)) continue;
        // A link in a sentence: WCAG 2.5.5's inline exception.
        if (element.tagName === 'A' && element.closest('p') !== null) continue;
        let measured: Element = element;
        if (element instanceof HTMLInputElement && visuallyHidden(element)) {
          const label = element.labels?.[0] ?? element.closest('label');
          if (label === null || label === undefined) continue;
          measured = label;
        } else if (visuallyHidden(element)) {
          continue;
        }
        const rect = measured.getBoundingClientRect();
        // What the user can reach now: on screen, not under another layer (a dialog's backdrop).
        const x = rect.left + rect.width / 2;
        const y = rect.top + rect.height / 2;
        if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit === null || !(measured.contains(hit) || hit.contains(measured))) continue;
        if (rect.width + 0.5 < target || rect.height + 0.5 < target) {
          breaks.push(
            `target ${describe(element)}: ${Math.round(rect.width)} × ${Math.round(rect.height)}`,
          );
        }
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const seen = new Set<Element>();
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent === null || seen.has(parent) || (node.textContent ?? '').trim() === '') continue;
        seen.add(parent);
        if (!shown(parent) || visuallyHidden(parent)) continue;
        if (parent.closest('script, style, noscript, svg')) continue;
        const size = Number.parseFloat(getComputedStyle(parent).fontSize);
        if (size + 0.01 < smallest) {
          breaks.push(`text "${(node.textContent ?? '').trim().slice(0, 40)}": ${size} px`);
        }
      }
      return breaks;
    },
    { target: TARGET, smallest: SMALLEST_TEXT },
  );
}
