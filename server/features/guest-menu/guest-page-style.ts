/**
 * The public guest page's stylesheet: the app's look (web/app/theme.ts's wine and warm dark
 * scales, serif headings) without the UI library, light or dark by the guest's system, and a
 * print layout. Inlined in the page (allowed by its hash in the CSP): no request before the first
 * paint. Off-screen subregion groups are neither laid out nor
 * painted until scrolled near (`content-visibility`): a long list is only its first screen's work
 * for the phone (Lighthouse TBT 2 s → 0.2 s on the bench restaurant). The buttons' bar keeps its
 * place while the script has not shown it (invisible, not absent): the list below does not move
 * when it appears (CLS).
 */
const LIGHT = `--bg:#fbf8f4;--text:#2b2322;--dim:#6b6260;--accent:#7a1f38;--soft:#93304a;--surface:#fff;--border:#dee2e6;--rule:#dee2e6;--leader:#ced4da;--focus:#7a1f38;
--serif:'Iowan Old Style','Palatino Linotype',Palatino,Georgia,'Times New Roman',serif`;
const DARK = `--bg:#191514;--text:#ece4df;--dim:#a1948e;--accent:#e8b8c4;--soft:#dc90a3;--surface:#211c1b;--border:#3b3432;--rule:#4d4441;--leader:#4d4441;--focus:#e8b8c4`;

/** Everything but the theme's colours: the guest page's and the staff /menu's. */
const BODY = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.55 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif}
a{color:var(--accent)}
:focus-visible{outline:2px solid var(--focus);outline-offset:2px}
.bar{max-width:960px;margin:0 auto;height:56px;padding:0 16px;display:flex;align-items:center;justify-content:space-between}
.brand{font-family:var(--serif);font-weight:600;font-size:1.25rem;color:var(--accent)}
.langs{display:flex;gap:4px}
.langs a{padding:6px 10px;border-radius:6px;text-decoration:none;font-size:.85rem;font-weight:600}
.langs a[aria-current]{background:var(--accent);color:var(--bg)}
main{max-width:680px;margin:0 auto;padding:0 16px 48px}
.hero{text-align:center;padding:24px 0 16px}
.eyebrow{text-transform:uppercase;letter-spacing:.22em;font-size:.75rem;font-weight:600;color:var(--accent)}
h1{font-family:var(--serif);font-weight:600;font-size:clamp(1.9rem,7vw,3rem);line-height:1.15;margin:.35rem 0 .5rem}
.orn{display:flex;align-items:center;justify-content:center;gap:.75rem;color:var(--soft);margin:.25rem 0 .75rem}
.orn:before,.orn:after{content:"";width:3.5rem;height:1px;background:currentColor;opacity:.55}
.welcome{font-family:var(--serif);font-style:italic;margin:0 auto;max-width:34rem;white-space:pre-line}
.gone{position:sticky;top:0;z-index:1;margin:0 0 16px;padding:12px 16px;border-radius:8px;background:var(--accent);color:var(--bg);font-weight:600;text-align:center}
.tools{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between;margin-bottom:16px}
[hidden]{display:none!important}
.tools[hidden]{display:flex!important;visibility:hidden}
button,.btn{font:inherit;font-size:.9rem;font-weight:600;border-radius:8px;padding:8px 14px;border:1px solid var(--accent);background:transparent;color:var(--accent);cursor:pointer;min-height:40px}
button[aria-expanded=true]{background:var(--accent);color:var(--bg)}
.count{color:var(--dim);font-size:.875rem}
.filters{background:var(--surface);border:1px solid var(--border);border-radius:8px;padding:16px;margin-bottom:24px;display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:12px}
.filters label{display:flex;flex-direction:column;gap:4px;font-size:.85rem;font-weight:500}
.filters input,.filters select{font:inherit;font-size:1rem;padding:7px 10px;border-radius:8px;border:1px solid var(--border);background:var(--bg);color:var(--text);min-height:40px;width:100%}
.filters .wide{grid-column:1/-1}
.section{margin-top:32px}
h2{font-family:var(--serif);font-size:clamp(1.5rem,5vw,2rem);font-weight:600;line-height:1.2;margin:0;padding:.5rem 0;border-bottom:2px solid var(--accent)}
.g-color{margin-top:24px}
.g-sub{content-visibility:auto;contain-intrinsic-size:auto 320px}
h3{font-family:var(--serif);font-style:italic;font-weight:600;font-size:1.4rem;margin:0 0 8px;color:var(--accent)}
h4{text-transform:uppercase;letter-spacing:.16em;font-size:.8rem;font-weight:700;margin:16px 0 4px;padding-bottom:4px;border-bottom:1px solid var(--rule)}
h5{font-family:var(--serif);font-size:1.1rem;font-weight:600;margin:12px 0 0}
.sr{font-size:.875rem;font-style:italic;font-weight:500;color:var(--dim);margin:.35rem 0 0}
ul{list-style:none;margin:0;padding:0}
li{display:grid;grid-template-columns:minmax(0,1fr) auto;grid-auto-flow:dense;column-gap:16px;padding:.6rem 0;border-bottom:1px dotted var(--leader)}
li:last-child{border-bottom:none}
li>*{grid-column:1}
li>b{font-family:var(--serif);font-weight:600;font-size:1.08rem;line-height:1.3;overflow-wrap:anywhere}
b>i{font-style:normal;font-weight:400;color:var(--accent);white-space:nowrap}
li>span{font-size:.875rem;line-height:1.4}
li>small{font-size:.875rem;color:var(--dim);font-style:italic;line-height:1.4;overflow-wrap:anywhere}
mark{justify-self:start;background:none;margin-top:2px;font-size:.72rem;font-weight:700;text-transform:uppercase;letter-spacing:.06em;color:var(--accent)}
li>em{grid-column:2;text-align:right;font-style:normal;font-weight:600;font-size:1.05rem;font-variant-numeric:tabular-nums;white-space:nowrap}
em>small{color:var(--dim);margin-right:.4rem;font-size:.75rem;font-weight:400;text-transform:uppercase;letter-spacing:.06em}
li>.z,li>.r{font-size:.75rem;font-weight:400;color:var(--dim)}
li>.r{font-style:italic}
.empty{text-align:center;font-family:var(--serif);font-size:1.15rem;font-style:italic;padding:32px 0;color:var(--dim)}
.foot{display:none}
@media print{
:root{--bg:#fff;--text:#000;--dim:#444;--accent:#5a1428;--soft:#5a1428;--leader:#999;--rule:#999}
body{font-size:10.5pt}
.bar,.tools,.tools[hidden],.filters,.empty{display:none!important}
main{max-width:none;padding:0}
.hero{padding:0 0 8pt}
.g-sub{content-visibility:visible}
.section{margin-top:12pt}
.section+.section{break-before:page}
h2,h3,h4,h5,.sr{break-after:avoid}
li{break-inside:avoid;padding:.3rem 0}
.foot{display:block;text-align:center;font-size:9pt;color:var(--dim);margin-top:16pt}
}
`;

export const GUEST_PAGE_CSS = `:root{color-scheme:light dark;${LIGHT}}
@media (prefers-color-scheme:dark){:root{${DARK}}}${BODY}`;

/**
 * The staff /menu (SPEC: starts light, the member's stored theme): the same page, its dark colours
 * under the app's own attribute (set before the first paint by the page's head script), and the
 * app's header (mark, EN/FR, theme) and the collapsible By The Glass heading.
 */
export const STAFF_PAGE_CSS = `:root{color-scheme:light;${LIGHT}}
:root[data-mantine-color-scheme=dark]{color-scheme:dark;${DARK}}${BODY}
.bar{height:64px}
.mark{display:flex;align-items:center;gap:10px;font-family:var(--serif);font-weight:700;font-size:22px;line-height:1}
.mark svg{box-sizing:content-box;padding:7px;border-radius:8px;background:#7a1f38;color:#fff}
.prefs{display:flex;gap:8px;align-items:center}
.prefs button{min-height:34px;padding:0 10px;font-size:.875rem;border-color:var(--border);color:var(--text)}
.seg{display:flex}
.seg button{border-radius:0}
.seg button:first-child{border-radius:8px 0 0 8px}
.seg button:last-child{border-radius:0 8px 8px 0;margin-left:-1px}
.seg button[aria-pressed=true]{background:var(--accent);border-color:var(--accent);color:var(--bg)}
.prefs .icon{padding:0;width:34px;display:grid;place-items:center}
.sun,[data-mantine-color-scheme=dark] .moon{display:none}
[data-mantine-color-scheme=dark] .sun{display:block}
.fold,.fold[aria-expanded]{all:unset;box-sizing:border-box;display:flex;width:100%;align-items:center;justify-content:space-between;gap:.75rem;cursor:pointer}
.fold:focus-visible{outline:2px solid var(--focus);outline-offset:2px}
.fold[aria-expanded=false] svg{transform:rotate(-90deg)}
`;
