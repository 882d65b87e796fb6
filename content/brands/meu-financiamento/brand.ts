import type { Brand } from '../brand.types.ts';
import { navigationTexts } from '../navigation-texts.ts';

/** `meu-financiamento`: its own route table and the secure-environment banner. */
export const brand: Brand = {
  id: 'meu-financiamento',
  name: 'Meu Financiamento {product}',
  routeTable: 'meu-financiamento',
  navigation: 'secure-banner',
  palette: { primary: '#a3123a', secondary: '#3f4a5a', background: '#fbf4f6' },
  logo: {
    alt: '{brand}',
    width: 302,
    height: 40,
    shapes: [
      // A house, its door cut out in the bar's colour.
      { kind: 'path', d: 'M20 2 39 19H34V38H6V19H1Z', fill: 'contrast' },
      { kind: 'rect', x: 16, y: 26, width: 8, height: 12, radius: 1, fill: 'primary' },
      {
        kind: 'text',
        x: 50,
        y: 27,
        anchor: 'start',
        text: 'Meu Financiamento {product}',
        size: 18,
        weight: 'bold',
        length: 250,
        fill: 'contrast',
      },
    ],
  },
  // Spec section 2: the register screen of this table is titled so.
  texts: { ...navigationTexts, title: 'Financiamento {product} primeiro Acesso' },
};
