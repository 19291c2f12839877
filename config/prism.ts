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

export const lightCodeTheme = accessible(themes.github, [0, 0, 0]);
export const darkCodeTheme = accessible(themes.dracula, [255, 255, 255]);
