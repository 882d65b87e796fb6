import type { Brand } from '../brand.types.ts';
import { navigationTexts } from '../navigation-texts.ts';

/** The default client id's brand (`refi-digital`): the refi route table. */
export const brand: Brand = {
  id: 'refi-digital',
  name: 'Refi Digital {product}',
  routeTable: 'refi',
  navigation: 'logo',
  palette: { primary: '#5e2a84', secondary: '#00695c', background: '#f6f3f9' },
  logo: {
    alt: '{brand}',
    width: 252,
    height: 40,
    shapes: [
      { kind: 'circle', cx: 20, cy: 20, r: 20, fill: 'contrast' },
      {
        kind: 'text',
        x: 20,
        y: 29,
        anchor: 'middle',
        text: 'R',
        size: 24,
        weight: 'bold',
        length: 15,
        fill: 'primary',
      },
      {
        kind: 'text',
        x: 50,
        y: 27,
        anchor: 'start',
        text: 'Refi Digital {product}',
        size: 18,
        weight: 'bold',
        length: 200,
        fill: 'contrast',
      },
    ],
  },
  texts: { ...navigationTexts, title: 'Cadastro | {brand}' },
};
