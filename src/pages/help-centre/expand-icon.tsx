import SvgIcon from '@mui/material/SvgIcon';

/**
 * The accordion's chevron, drawn inline: the project does not ship @mui/icons-material for one
 * glyph. Decorative: SvgIcon hides it from assistive technology, which reads `aria-expanded`.
 */
export function ExpandIcon() {
  return (
    <SvgIcon>
      <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
    </SvgIcon>
  );
}
