// @vitest-environment happy-dom
import { cleanup, render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BRANDS,
  DEFAULT_BRAND,
  brandOf,
  brandText,
  type Brand,
  type RouteTableId,
} from '../../../content/brands/index.ts';
import { company } from '../../../content/company.ts';
import { BrandLogo, BrandProvider, NavigationBar, useBrand } from '../../../src/brand/index.ts';

afterEach(cleanup);

/** The register screen of each route table (spec section 2), as the app passes it. */
const REGISTER_PATHS: Readonly<Record<RouteTableId, string>> = {
  default: '/cadastro',
  refi: '/cadastro-refi',
  blocks: '/cadastro-blocks',
  'meu-financiamento': '/cadastro-meu-financiamento',
};

function renderBar(brand: Brand): RenderResult {
  return render(
    <MemoryRouter>
      <BrandProvider brand={brand}>
        <NavigationBar registerPath={REGISTER_PATHS[brand.routeTable]} />
      </BrandProvider>
    </MemoryRouter>,
  );
}

/** Text nodes and accessible names (aria-label, alt, title) under `root` that still hold a brace. */
function unfilled(root: HTMLElement): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/[{}]/.test(node.textContent ?? '')) found.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('[aria-label], [alt], [title]')) {
    for (const name of ['aria-label', 'alt', 'title']) {
      const value = element.getAttribute(name);
      if (value !== null && /[{}]/.test(value)) found.push(value);
    }
  }
  return found;
}

const logoBrands = Object.values(BRANDS).filter((brand: Brand) => brand.navigation === 'logo');

/** Spec section 2: the register path of each route table, where the logo leads. */
const REGISTER_PATH = {
  default: '/cadastro',
  refi: '/cadastro-refi',
  blocks: '/cadastro-blocks',
  'meu-financiamento': '/cadastro-meu-financiamento',
} satisfies Record<RouteTableId, string>;

describe('NavigationBar with a logo', () => {
  it.each([
    ['no client id (default brand)', '', '/cadastro'] as const,
    ...logoBrands
      .filter((brand) => brand.id !== 'default')
      .map((brand) => [brand.id, brand.id, REGISTER_PATH[brand.routeTable]] as const),
  ])('for %s is a header with the logo linking to %s', (_, clientId, path) => {
    const brand = brandOf(clientId);
    renderBar(brand);
    const header = screen.getByRole('banner');
    expect(header.tagName).toBe('HEADER');
    const link = screen.getByRole('link', { name: brandText(brand, 'logoLink') });
    expect(header.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe(path);
    // The logo is drawn inline, not fetched, and the link alone names it.
    const svg = link.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(link.querySelector('img')).toBeNull();
    expect(screen.queryByText('Ambiente seguro')).toBeNull();
  });

  it('names the default logo link after the portal', () => {
    renderBar(DEFAULT_BRAND);
    expect(
      screen.getByRole('link', { name: `Portal ${company.productName}: voltar ao cadastro` }),
    ).toBeDefined();
  });

  it('links to whatever register path it is given', () => {
    render(
      <MemoryRouter>
        <BrandProvider brand={BRANDS['refi-digital']}>
          <NavigationBar registerPath="/outro-cadastro" />
        </BrandProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/outro-cadastro');
  });

  // The ring's colours are checked in contrast.test.ts; here, that a Tab shows it and that its rule
  // on the bar takes the text's colour.
  it('is reached with the keyboard, and its focus ring takes the text colour on the bar', async () => {
    const user = userEvent.setup();
    renderBar(BRANDS['refi-digital']);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link'));
    expect(screen.getByRole('link').classList).toContain('Mui-focusVisible');
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join(
      '',
    );
    expect(css).toMatch(/\.Mui-focusVisible[^{]*\{[^}]*outline-color:\s*currentColor/);
  });

  it.each(logoBrands.map((brand) => [brand.id, brand] as const))(
    'draws the %s logo within the width of the bar',
    (_, brand) => {
      const { container } = renderBar(brand);
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('viewBox')).toBe(`0 0 ${brand.logo.width} ${brand.logo.height}`);
      expect(svg?.style.maxWidth).toBe('100%');
      expect(svg?.querySelectorAll('path, rect, circle, text')).toHaveLength(
        brand.logo.shapes.length,
      );
    },
  );
});

describe('NavigationBar for meu-financiamento', () => {
  it('is a header with the secure-environment banner and its lock, and no link', () => {
    renderBar(brandOf('meu-financiamento'));
    const header = screen.getByRole('banner');
    expect(header.tagName).toBe('HEADER');
    expect(header.textContent).toBe('Ambiente seguro');
    const lock = header.querySelector('svg');
    expect(lock).not.toBeNull();
    expect(lock?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('NavigationBar for blocks', () => {
  it('renders nothing', () => {
    const { container } = renderBar(brandOf('blocks'));
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('banner')).toBeNull();
  });
});

describe.each(Object.values(BRANDS).map((brand: Brand) => [brand.id, brand] as const))(
  'brand %s',
  (_, brand) => {
    it('leaves no {placeholder} in the bar', () => {
      const { container } = renderBar(brand);
      expect(unfilled(container)).toEqual([]);
    });

    it('draws its logo as a named image when it stands alone, placeholders filled', () => {
      render(
        <BrandProvider brand={brand}>
          <BrandLogo />
        </BrandProvider>,
      );
      const logo = screen.getByRole('img');
      expect(logo.getAttribute('aria-label')).not.toMatch(/[{}]/);
      expect(logo.getAttribute('aria-label')).toContain(company.productName);
      expect(unfilled(logo.parentElement ?? logo)).toEqual([]);
    });
  },
);

describe('useBrand', () => {
  it('gives the provided brand', () => {
    const { result } = renderHook(useBrand, {
      wrapper: ({ children }) => <BrandProvider brand={BRANDS.beblue}>{children}</BrandProvider>,
    });
    expect(result.current).toBe(BRANDS.beblue);
  });

  it('fails loudly without a BrandProvider', () => {
    expect(() => renderHook(useBrand)).toThrow(/BrandProvider/);
  });
});
