import type { Brand } from '../brand.types.ts';
import { navigationTexts } from '../navigation-texts.ts';

/** The payments partner (`pagbem`): the refi route table. */
export const brand: Brand = {
  id: 'pagbem',
  name: 'PagBem {product}',
  routeTable: 'refi',
  navigation: 'logo',
  palette: { primary: '#1d6b3a', secondary: '#0b5563', background: '#f2f8f4' },
  logo: {
    alt: '{brand}',
    width: 192,
    height: 40,
    shapes: [
      { kind: 'rect', x: 0, y: 4, width: 40, height: 32, radius: 16, fill: 'contrast' },
      {
        kind: 'text',
        x: 20,
        y: 26,
        anchor: 'middle',
        text: 'pb',
        size: 18,
        weight: 'bold',
        length: 20,
        fill: 'primary',
      },
      {
        kind: 'text',
        x: 50,
        y: 27,
        anchor: 'start',
        text: 'PagBem {product}',
        size: 18,
        weight: 'bold',
        length: 140,
        fill: 'contrast',
      },
    ],
  },
  texts: { ...navigationTexts, title: 'Cadastro | {brand}' },
};
