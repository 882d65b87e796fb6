import type { Brand } from '../brand.types.ts';
import { navigationTexts } from '../navigation-texts.ts';

/** `blocks`: its own route table and no navigation bar. */
export const brand: Brand = {
  id: 'blocks',
  name: 'Blocks {product}',
  routeTable: 'blocks',
  navigation: 'none',
  palette: { primary: '#334155', secondary: '#0f766e', background: '#f5f7f9' },
  logo: {
    alt: '{brand}',
    width: 192,
    height: 40,
    shapes: [
      { kind: 'rect', x: 0, y: 0, width: 18, height: 18, radius: 3, fill: 'contrast' },
      { kind: 'rect', x: 22, y: 0, width: 18, height: 18, radius: 3, fill: 'contrast' },
      { kind: 'rect', x: 0, y: 22, width: 18, height: 18, radius: 3, fill: 'contrast' },
      { kind: 'rect', x: 22, y: 22, width: 18, height: 18, radius: 3, fill: 'contrast' },
      { kind: 'rect', x: 26, y: 26, width: 10, height: 10, radius: 1, fill: 'primary' },
      {
        kind: 'text',
        x: 50,
        y: 27,
        anchor: 'start',
        text: 'Blocks {product}',
        size: 18,
        weight: 'bold',
        length: 140,
        fill: 'contrast',
      },
    ],
  },
  texts: { ...navigationTexts, title: 'Primeiro acesso | {brand}' },
};
