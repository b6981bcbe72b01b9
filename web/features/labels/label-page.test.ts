import { describe, expect, it } from 'vitest';
import { defaultPaper, escapeHtml, labelPageHtml, renderLabels, shortCode } from './label-page.js';

const texts = { title: 'QR Labels', hint: 'Print at 100%', lang: 'en' };

describe('label page', () => {
  it('escapes every text it adds', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    const html = labelPageHtml([{ id: 'AB<C>"-01', svg: '<svg></svg>' }], 'a4', {
      title: '<script>alert(1)</script>',
      hint: 'a & b',
      lang: 'fr"',
    });
    expect(html).not.toContain('<script');
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('data-id="AB&lt;C&gt;&quot;-01"');
    expect(html).toContain('<span class="code">C&gt;&quot;-01</span>');
    expect(html).toContain('a &amp; b');
    expect(html).toContain('lang="fr&quot;"');
  });

  it('drops markup that is not one plain svg element', () => {
    const html = labelPageHtml(
      [
        { id: 'A-01', svg: '<img src=x onerror=alert(1)>' },
        { id: 'A-02', svg: '<svg onload="alert(1)"></svg>' },
        { id: 'A-03', svg: '<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>\n' },
      ],
      'letter',
      texts,
    );
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('onload');
    expect(html).toContain('<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>');
  });

  it('lays 30 labels a sheet on the chosen paper, with no script', () => {
    const labels = Array.from({ length: 45 }, (_, index) => ({
      id: `K7Q2XA-${String(index + 1).padStart(2, '0')}`,
      svg: '<svg></svg>',
    }));
    const letter = labelPageHtml(labels, 'letter', texts);
    expect(letter.match(/class="sheet"/g)).toHaveLength(2);
    expect(letter.match(/class="label"/g)).toHaveLength(45);
    expect(letter).toContain('size: letter');
    expect(letter).toContain('repeat(3, 2.625in)');
    expect(letter).not.toMatch(/<script/i);
    const a4 = labelPageHtml(labels, 'a4', texts);
    expect(a4).toContain('size: A4');
    expect(a4).toContain('repeat(3, 70mm)');
    expect(a4).toContain('grid-auto-rows: 29.7mm');
  });

  it('shows the last 6 characters in large type', () => {
    expect(shortCode('K7Q2XA-01')).toBe('2XA-01');
    expect(shortCode('ABC')).toBe('ABC');
  });

  it('renders a QR code per id as svg', async () => {
    const [label] = await renderLabels(['K7Q2XA-01']);
    expect(label?.id).toBe('K7Q2XA-01');
    expect(label?.svg.trim()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const html = labelPageHtml(label ? [label] : [], 'a4', texts);
    expect(html.match(/<svg/g)).toHaveLength(1);
  });

  it('prints on Letter in the US and Canada, A4 elsewhere', () => {
    expect(defaultPaper('en-US')).toBe('letter');
    expect(defaultPaper('fr-CA')).toBe('letter');
    expect(defaultPaper('fr-FR')).toBe('a4');
    expect(defaultPaper('en')).toBe('a4');
  });
});

describe('a label for a bottle one has', () => {
  it('names its wine under the id, escaped', () => {
    const html = labelPageHtml(
      [{ id: 'K7Q2XA-01', svg: '<svg></svg>', lines: ['Chablis <1er>', '2019 · 750 ml'] }],
      'a4',
      texts,
    );
    expect(html).toContain('<span class="wine name">Chablis &lt;1er&gt;</span>');
    expect(html).toContain('<span class="wine">2019 · 750 ml</span>');
  });
});
