import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code block colours. The stock Prism themes have token colours below WCAG AA
 * against their own background (github's teal variables are 2.6:1, dracula's
 * comments 3.0:1), so every token colour is nudged, towards black on the light
 * theme and towards white on the dark one, until it reaches 4.5:1.
 */
const MIN_CONTRAST = 4.6;

type RGB = [number, number, number];

function parse(color: string): RGB | null {
  const hex = color.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as RGB;
  }
  const rgb = color.match(/rgba?\((\d+),\s*(\d+),\s*(\d+)/);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

function luminance([r, g, b]: RGB): number {
  const f = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

function contrast(a: RGB, b: RGB): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (c: RGB) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** Mixes `color` towards `target` in small steps until it contrasts enough with `bg`. */
function readable(color: string, bg: RGB, target: RGB): string {
  let c = parse(color);
  if (!c) return color;
  for (let i = 0; i < 40 && contrast(c, bg) < MIN_CONTRAST; i++) {
    c = c.map((v, k) => v + (target[k] - v) * 0.08) as RGB;
  }
  return toHex(c);
}

function accessible(theme: PrismTheme, towards: RGB): PrismTheme {
  const bg = parse(theme.plain.backgroundColor ?? '#ffffff')!;
  const fix = <T extends {color?: string}>(style: T): T =>
    style.color ? {...style, color: readable(style.color, bg, towards)} : style;
  return {
    plain: fix(theme.plain),
    styles: theme.styles.map((s) => ({...s, style: fix(s.style)})),
  };
}

const lightCodeTheme = accessible(themes.github, [0, 0, 0]);
const darkCodeTheme = accessible(themes.dracula, [255, 255, 255]);

/** The colours of each mode: GitHub's in light mode, Dracula's in dark, each made readable. */
export const codePalettes = {light: lightCodeTheme, dark: darkCodeTheme};

/**
 * The Prism theme Docusaurus is given, for both colour modes: the plain colours
 * are CSS variables and the tokens have no colours of their own, so a code
 * block's markup does not depend on the colour mode, and the server's HTML is
 * right in both. The colours come from `codeThemeCss` below, by mode
 * (`html[data-theme]`) and by each token's classes (`token keyword`).
 *
 * With per-mode Prism themes, Docusaurus renders code blocks on the server in
 * the default mode's colours and rebuilds every code block after hydration to
 * repaint them in the reader's mode; with this theme there is nothing to
 * repaint, so the rebuild is skipped (patches/openapi/hydrationKey.mjs).
 */
export const codeTheme: PrismTheme = {
  plain: {color: 'var(--code-color)', backgroundColor: 'var(--code-background)'},
  styles: [],
};

type TokenStyle = PrismTheme['styles'][number]['style'];

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * One mode's rules: the plain colours, as the variables `codeTheme` reads, and
 * one rule per token style, naming the token types that share it. Prism gives
 * a token with several styled types the styles of its types in order, the
 * last winning; here, the rule that comes last wins. The two agree on every
 * token of the site's grammars (tests/e2e/code-highlighting.spec.ts compares
 * each token's computed style with Prism's, in both modes).
 */
function modeCss(mode: 'light' | 'dark', theme: PrismTheme): string {
  const scope = `html[data-theme='${mode}']`;
  // Prism's own merge: a type named by several styles gets them in order, later ones winning.
  const byType = new Map<string, TokenStyle>();
  for (const {types, style, languages} of theme.styles) {
    if (languages)
      throw new Error(`config/prism.ts: language-specific token styles are not supported (${types.join(', ')})`);
    for (const type of types) byType.set(type, {...byType.get(type), ...style});
  }
  const groups = new Map<string, string[]>();
  for (const [type, style] of byType) {
    const declarations = Object.entries(style)
      .map(([property, value]) => `${kebab(property)}:${String(value)}`)
      .join(';');
    groups.set(declarations, [...(groups.get(declarations) ?? []), type]);
  }
  const rules = [...groups].map(
    ([declarations, types]) => `${scope} :is(${types.map((t) => `.token.${t}`).join(',')}){${declarations}}`,
  );
  return [
    `${scope}{--code-color:${theme.plain.color};--code-background:${theme.plain.backgroundColor}}`,
    ...rules,
  ].join('\n');
}

/** The stylesheet behind `codeTheme`: GitHub's colours in light mode, Dracula's in dark, each made readable. */
export function codeThemeCss(): string {
  return `${modeCss('light', lightCodeTheme)}\n${modeCss('dark', darkCodeTheme)}\n`;
}
