import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { BRANDS, type Brand } from '../../../content/brands/index.ts';
import { AA_CONTRAST, createBrandTheme } from '../../../src/brand/create-brand-theme.ts';

/** The 0–255 channels of a colour written `#rrggbb`, `#rgb` or `rgb(r, g, b)` (as MUI writes shades). */
function channels(colour: string): number[] {
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(colour);
  if (rgb) return rgb.slice(1).map(Number);
  const digits = colour.replace('#', '');
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a colour this test reads: ${colour}`);
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
}

/** WCAG 2.2 relative luminance (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance). */
function relativeLuminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2 contrast ratio: (lighter + 0.05) / (darker + 0.05), from 1 to 21. */
function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** MUI writes white as '#fff'. */
function hex(colour: string): string {
  return colour === '#fff' ? '#ffffff' : colour;
}

describe('contrastRatio (the WCAG formula, written here)', () => {
  it('gives the known extremes and a known pair', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // WebAIM's checker: #767676 on white is 4.54:1, the lightest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  // MUI rounds each luminance to 3 decimals, so the two differ in the second decimal at most.
  it("agrees with MUI's getContrastRatio", () => {
    for (const colour of ['#0b5cab', '#b3400a', '#767676', '#f3f6fa', 'rgb(7, 64, 119)']) {
      expect(
        Math.abs(contrastRatio(colour, '#ffffff') - getContrastRatio(colour, '#fff')),
      ).toBeLessThan(0.05);
    }
  });
});

describe.each(Object.values(BRANDS).map((brand: Brand) => [brand.id, brand] as const))(
  'brand %s',
  (_, brand) => {
    const theme = createBrandTheme(brand);
    const { primary, secondary, background } = theme.palette;

    it('takes its palette into the theme', () => {
      expect(primary.main).toBe(brand.palette.primary);
      expect(secondary.main).toBe(brand.palette.secondary);
      expect(background.default).toBe(brand.palette.background);
    });

    it.each(['primary', 'secondary'] as const)(
      'has white text on its %s colour at 4.5:1 or more (WCAG AA)',
      (role) => {
        const colour = theme.palette[role];
        expect(hex(colour.contrastText)).toBe('#ffffff');
        expect(contrastRatio(colour.main, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
        expect(contrastRatio(colour.main, hex(colour.contrastText))).toBeGreaterThanOrEqual(
          AA_CONTRAST,
        );
      },
    );

    it('has white on the darker shade buttons use when hovered, too', () => {
      expect(contrastRatio(primary.dark, hex(primary.contrastText))).toBeGreaterThanOrEqual(
        AA_CONTRAST,
      );
    });

    it('has links in the primary colour readable on the page and on a card', () => {
      expect(contrastRatio(primary.main, background.default)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(contrastRatio(primary.main, hex(background.paper))).toBeGreaterThanOrEqual(
        AA_CONTRAST,
      );
    });

    it('draws a keyboard focus ring of 3 px at 3:1 or more against the page (WCAG 2.4.13)', () => {
      const ring = theme.focusVisible;
      expect(ring).toBeTruthy();
      if (!ring) return;
      expect(ring.outlineStyle).toBe('solid');
      expect(ring.outlineWidth).toBe(3);
      expect(ring.outlineColor).toBe(primary.main);
      expect(contrastRatio(primary.main, background.default)).toBeGreaterThanOrEqual(3);
    });

    it('uses system fonts only: no web font, no font host', () => {
      expect(theme.typography.fontFamily).toMatch(/^system-ui,/);
      expect(JSON.stringify(theme)).not.toMatch(/@font-face|fonts\.googleapis|url\(|\.woff/);
    });
  },
);
