import type { Brand } from '../brand.types.ts';
import { navigationTexts } from '../navigation-texts.ts';

/** The rewards partner (`beblue`): the refi route table. */
export const brand: Brand = {
  id: 'beblue',
  name: 'Beblue {product}',
  routeTable: 'refi',
  navigation: 'logo',
  palette: { primary: '#1f3fb0', secondary: '#7a3e00', background: '#f2f5fd' },
  logo: {
    alt: '{brand}',
    width: 192,
    height: 40,
    shapes: [
      { kind: 'path', d: 'M20 0 40 20 20 40 0 20Z', fill: 'contrast' },
      {
        kind: 'text',
        x: 20,
        y: 27,
        anchor: 'middle',
        text: 'b',
        size: 20,
        weight: 'bold',
        length: 11,
        fill: 'primary',
      },
      {
        kind: 'text',
        x: 50,
        y: 27,
        anchor: 'start',
        text: 'Beblue {product}',
        size: 18,
        weight: 'bold',
        length: 140,
        fill: 'contrast',
      },
    ],
  },
  texts: { ...navigationTexts, title: 'Cadastro | {brand}' },
};
