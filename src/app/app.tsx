import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { noticeToastComponents } from '../views/notices/notice-toast.tsx';
import { createPortalRouter } from './router.tsx';
import { theme } from './theme.ts';

/** The composition root: theme, toasts and the router. */
export function App() {
  const [router] = useState(createPortalRouter);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        maxSnack={1}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        Components={noticeToastComponents}
      >
        <RouterProvider router={router} />
      </SnackbarProvider>
    </ThemeProvider>
  );
}
