import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BRANDS,
  DEFAULT_BRAND,
  brandOf,
  brandText,
  fillForBrand,
  type Brand,
  type BrandId,
  type BrandTexts,
  type NavigationKind,
  type RouteTableId,
} from '../../../content/brands/index.ts';
import { company, placeholders } from '../../../content/company.ts';

const brands: readonly Brand[] = Object.values(BRANDS);

/**
 * Spec sections 1 and 2: which client id gets which route table and navigation bar. Keyed by
 * every brand but the default one, so a brand added to the registry fails the typecheck here until
 * its expectations are written.
 */
const KNOWN = {
  'refi-digital': ['refi', 'logo'],
  beblue: ['refi', 'logo'],
  pagbem: ['refi', 'logo'],
  portocred: ['refi', 'logo'],
  blocks: ['blocks', 'none'],
  'meu-financiamento': ['meu-financiamento', 'secure-banner'],
} as const satisfies Record<Exclude<BrandId, 'default'>, readonly [RouteTableId, NavigationKind]>;
const known = Object.entries(KNOWN).map(([id, [table, nav]]) => [id, table, nav] as const);

/** Every string inside a value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

describe('brandOf', () => {
  it.each(known)('%s has its own brand, the %s route table and navigation %s', (id, table, nav) => {
    const brand = brandOf(id);
    expect(brand.id).toBe(id);
    expect(brand.routeTable).toBe(table);
    expect(brand.navigation).toBe(nav);
  });

  it.each([
    ['no client id', ''],
    ['an unknown id', 'acerto'],
    ['another case', 'Beblue'],
    ['surrounding spaces', ' beblue '],
    ['a key of Object.prototype', 'constructor'],
    ['__proto__', '__proto__'],
    ['toString', 'toString'],
  ])('gives the default brand for %s', (_, clientId) => {
    expect(brandOf(clientId)).toBe(DEFAULT_BRAND);
  });

  it('gives the default brand the default route table and the logo', () => {
    expect(DEFAULT_BRAND.id).toBe('default');
    expect(DEFAULT_BRAND.routeTable).toBe('default');
    expect(DEFAULT_BRAND.navigation).toBe('logo');
  });
});

describe('BRANDS', () => {
  it('has every known client id and the default brand, each under its own id', () => {
    expect(Object.keys(BRANDS).sort()).toEqual(['default', ...known.map(([id]) => id)].sort());
    for (const [key, brand] of Object.entries(BRANDS)) expect(brand.id).toBe(key);
  });

  it('registers every folder of content/brands, and nothing without a folder', () => {
    const folders = readdirSync(new URL('../../../content/brands/', import.meta.url), {
      withFileTypes: true,
    })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual(Object.keys(BRANDS).sort());
  });

  it('gives each brand its own name and its own primary colour', () => {
    const names = brands.map((brand) => fillForBrand(brand, brand.name));
    expect(new Set(names).size).toBe(brands.length);
    expect(new Set(brands.map((brand) => brand.palette.primary.toLowerCase())).size).toBe(
      brands.length,
    );
  });

  it('writes colours as #rrggbb', () => {
    for (const brand of brands) {
      for (const colour of Object.values(brand.palette)) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});

describe.each(brands.map((brand) => [brand.id, brand] as const))('brand %s', (_, brand) => {
  const texts = strings(brand);

  it('uses only the company placeholders, {brand} and {logo}', () => {
    const allowed = new Set([...Object.keys(placeholders), 'brand', 'logo']);
    const used = texts.flatMap((text) => Array.from(text.matchAll(/\{(\w+)\}/g), (m) => m[1]));
    expect(used.filter((name) => name === undefined || !allowed.has(name))).toEqual([]);
  });

  // The product name changes per deployment: a brand names it only through {product}.
  it('hard-codes no product name', () => {
    expect(texts.filter((text) => text.includes(company.productName))).toEqual([]);
  });

  it('leaves no placeholder unfilled in its texts, name and logo', () => {
    const keys = Object.keys(brand.texts) as (keyof BrandTexts)[];
    const filled = [
      ...keys.map((key) => brandText(brand, key)),
      fillForBrand(brand, brand.name),
      fillForBrand(brand, brand.logo.alt),
      ...brand.logo.shapes.map((shape) =>
        shape.kind === 'text' ? fillForBrand(brand, shape.text) : '',
      ),
    ];
    expect(filled.filter((text) => /[{}]/.test(text))).toEqual([]);
    expect(keys.filter((key) => brandText(brand, key).trim() === '')).toEqual([]);
  });

  it('has a logo that stays inside its drawing and fits a 360 px screen at 32 px high', () => {
    const { logo } = brand;
    expect(logo.shapes.length).toBeGreaterThan(0);
    for (const shape of logo.shapes) {
      if (shape.kind === 'rect') {
        expect(shape.x + shape.width).toBeLessThanOrEqual(logo.width);
        expect(shape.y + shape.height).toBeLessThanOrEqual(logo.height);
      } else if (shape.kind === 'circle') {
        expect(shape.cx + shape.r).toBeLessThanOrEqual(logo.width);
        expect(shape.cy + shape.r).toBeLessThanOrEqual(logo.height);
      } else if (shape.kind === 'text') {
        const left = shape.anchor === 'middle' ? shape.x - shape.length / 2 : shape.x;
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left + shape.length).toBeLessThanOrEqual(logo.width);
        expect(shape.y).toBeLessThanOrEqual(logo.height);
      }
    }
    // 360 px less the bar's padding (2 × 16 px) and the link's (2 × 4 px).
    expect((logo.width * 32) / logo.height).toBeLessThanOrEqual(360 - 32 - 8);
  });
});

describe('texts the spec gives', () => {
  it("titles meu-financiamento's register screen 'Financiamento {product} primeiro Acesso'", () => {
    expect(BRANDS['meu-financiamento'].texts.title).toBe('Financiamento {product} primeiro Acesso');
    expect(brandText(BRANDS['meu-financiamento'], 'title')).toBe(
      `Financiamento ${company.productName} primeiro Acesso`,
    );
  });

  it("says 'Ambiente seguro' on meu-financiamento's banner", () => {
    expect(brandText(BRANDS['meu-financiamento'], 'secureBanner')).toBe('Ambiente seguro');
  });

  it('names the brands after the product, e.g. Refi Digital Exemplo', () => {
    expect(fillForBrand(BRANDS['refi-digital'], BRANDS['refi-digital'].name)).toBe(
      `Refi Digital ${company.productName}`,
    );
    expect(brandText(DEFAULT_BRAND, 'logoLink')).toBe(
      `Portal ${company.productName}: voltar ao cadastro`,
    );
  });
});
