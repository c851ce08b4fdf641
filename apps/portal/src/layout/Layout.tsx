import { Suspense } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { SessionAccountDialog } from '../session-account/SessionAccountDialog';
import { Footer } from './Footer';
import { Header } from './Header';
import { ImpersonationBanner } from './ImpersonationBanner';
import { useKeepAlive } from './useKeepAlive';
import { Loading, Toasts, useAccountTranslations } from '@pulzus/widgets';

const Shell = styled.div`
  display: grid;
  grid-template-rows: auto 1fr auto;
  min-block-size: 100vh;
`;

const Main = styled.main`
  inline-size: min(100%, 1200px);
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.xl};
  @media (max-width: 480px) { padding: ${({ theme }) => theme.space.md}; }
`;

/** The logged-in layout (spec 1 §2): header, the page, footer, toasts and the session-account dialog; keeps the session alive (spec 1 §4). */
export function Layout() {
  useKeepAlive();
  useAccountTranslations();
  return (
    <Shell>
      <div>
        <ImpersonationBanner />
        <Header />
      </div>
      <Main>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Main>
      <Footer />
      <Toasts />
      <SessionAccountDialog />
    </Shell>
  );
}
