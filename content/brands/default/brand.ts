import type { Brand } from '../brand.types.ts';
import { navigationTexts } from '../navigation-texts.ts';

/** The company's own portal: no `client_id`, or one the registry does not know. */
export const brand: Brand = {
  id: 'default',
  name: 'Portal {product}',
  routeTable: 'default',
  navigation: 'logo',
  palette: { primary: '#0b5cab', secondary: '#00796b', background: '#f3f6fa' },
  logo: {
    alt: '{brand}',
    width: 192,
    height: 40,
    shapes: [
      { kind: 'rect', x: 0, y: 0, width: 40, height: 40, radius: 8, fill: 'contrast' },
      {
        kind: 'text',
        x: 20,
        y: 29,
        anchor: 'middle',
        text: 'P',
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
        text: 'Portal {product}',
        size: 18,
        weight: 'bold',
        length: 140,
        fill: 'contrast',
      },
    ],
  },
  texts: { ...navigationTexts, title: 'Cadastro no Portal {product}' },
};
