import { useTheme } from '@mui/material/styles';
import { fillForBrand, type LogoColour, type LogoShape } from '../../content/brands/index.ts';
import { useBrand } from './brand-context.ts';

export interface BrandLogoProps {
  /** Height in CSS pixels; the width follows the logo's proportions (and never overflows). */
  height?: number;
  /**
   * Hidden from screen readers, for when what surrounds the logo names it (the logo link);
   * otherwise the logo is an image named by its alt text.
   */
  decorative?: boolean;
}

/** The current brand's logo, drawn inline from `content/brands/<id>/brand.ts`. */
export function BrandLogo({ height = 32, decorative = false }: BrandLogoProps) {
  const brand = useBrand();
  const { palette, typography } = useTheme();
  const { logo } = brand;
  const colours: Readonly<Record<LogoColour, string>> = {
    contrast: palette.primary.contrastText,
    primary: palette.primary.main,
  };
  const label = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': fillForBrand(brand, logo.alt) } as const);

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${logo.width} ${logo.height}`}
      width={(logo.width * height) / logo.height}
      height={height}
      focusable="false"
      style={{
        display: 'block',
        maxWidth: '100%',
        height: 'auto',
        fontFamily: typography.fontFamily,
      }}
      {...label}
    >
      {logo.shapes.map((shape, index) => (
        <Shape
          key={index}
          shape={shape}
          colours={colours}
          text={fillForBrand(brand, textOf(shape))}
        />
      ))}
    </svg>
  );
}

function textOf(shape: LogoShape): string {
  return shape.kind === 'text' ? shape.text : '';
}

function Shape({
  shape,
  colours,
  text,
}: {
  shape: LogoShape;
  colours: Readonly<Record<LogoColour, string>>;
  text: string;
}) {
  const fill = colours[shape.fill];
  switch (shape.kind) {
    case 'path':
      return <path d={shape.d} fill={fill} />;
    case 'rect':
      return (
        <rect
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
          rx={shape.radius}
          fill={fill}
        />
      );
    case 'circle':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} fill={fill} />;
    case 'text':
      return (
        <text
          x={shape.x}
          y={shape.y}
          textAnchor={shape.anchor}
          fontSize={shape.size}
          fontWeight={shape.weight}
          textLength={shape.length}
          lengthAdjust="spacingAndGlyphs"
          fill={fill}
        >
          {text}
        </text>
      );
  }
}
