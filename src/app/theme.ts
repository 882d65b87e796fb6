import { createTheme } from '@mui/material/styles';

/**
 * System fonts only: no request to an external font host, and no font file on the first screen.
 */
const systemFonts = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const theme = createTheme({
  palette: {
    primary: { main: '#0b5cab' },
    secondary: { main: '#00796b' },
    background: { default: '#f3f6fa' },
  },
  typography: { fontFamily: systemFonts },
  shape: { borderRadius: 8 },
});
