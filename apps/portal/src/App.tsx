import { routes as apiRoutes, messages } from '@pulzus/core';
import { PulzusProvider, type PulzusProviderProps, theme, useT } from '@pulzus/widgets';
import { type ReactNode, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { useLoginLanguage } from './pages/login/login-language-store';
import { PortalRoutes } from './routes/PortalRoutes';
import { GlobalStyle } from './styles/GlobalStyle';

/** Keeps `<html lang>` equal to the interface language, for screen readers and hyphenation. */
function DocumentLanguage() {
  const { language } = useT();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return null;
}

/** Props of {@link PortalRoot}: the provider's, and a route tree replacing the portal's (for tests of one guard). */
export interface PortalRootProps extends Omit<PulzusProviderProps, 'children'> {
  /** The route tree; default {@link PortalRoutes}. */
  routes?: ReactNode;
}

/** The portal without its router: provider, theme, global styles and the route tree; tests put it in a memory router. */
export function PortalRoot({ routes, ...props }: PortalRootProps) {
  // the login page's language choice, while nobody is logged in
  const loggedOutLanguage = useLoginLanguage((state) => state.language);
  return (
    <PulzusProvider
      catalogue={messages}
      responseSchemas={apiRoutes}
      loggedOutLanguage={loggedOutLanguage}
      {...props}
    >
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <DocumentLanguage />
        {routes ?? <PortalRoutes />}
      </ThemeProvider>
    </PulzusProvider>
  );
}

/** The portal in the browser: the root under a browser router. */
export function App() {
  return (
    <BrowserRouter>
      <PortalRoot />
    </BrowserRouter>
  );
}
