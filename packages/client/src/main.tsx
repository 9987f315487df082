import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './lib/i18n';
import './styles.css';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import { AppShell, captureShell } from './app/AppShell';

const root = document.getElementById('root')!;
captureShell(root);

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      {/* Suspends only while the first message catalogue of the language arrives: the shell stays meanwhile. */}
      <Suspense fallback={<AppShell />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProvider>
  </StrictMode>,
);
