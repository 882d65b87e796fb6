import type { Brand } from '../brand.types.ts';
import { navigationTexts } from '../navigation-texts.ts';

/** The credit-card partner (`portocred`): the refi route table. */
export const brand: Brand = {
  id: 'portocred',
  name: 'Portocred {product}',
  routeTable: 'refi',
  navigation: 'logo',
  palette: { primary: '#b3400a', secondary: '#2f4858', background: '#fdf6f2' },
  logo: {
    alt: '{brand}',
    width: 224,
    height: 40,
    shapes: [
      // A card: its magnetic stripe and its chip are cut out in the bar's colour.
      { kind: 'rect', x: 0, y: 6, width: 40, height: 28, radius: 4, fill: 'contrast' },
      { kind: 'rect', x: 0, y: 12, width: 40, height: 5, radius: 0, fill: 'primary' },
      { kind: 'rect', x: 5, y: 22, width: 9, height: 7, radius: 1.5, fill: 'primary' },
      {
        kind: 'text',
        x: 50,
        y: 27,
        anchor: 'start',
        text: 'Portocred {product}',
        size: 18,
        weight: 'bold',
        length: 172,
        fill: 'contrast',
      },
    ],
  },
  texts: { ...navigationTexts, title: 'Cadastro | {brand}' },
};
