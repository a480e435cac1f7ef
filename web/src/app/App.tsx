import { BrowserRouter } from 'react-router-dom';
import { TreatmentListProvider } from '@/hooks/TreatmentListProvider';
import { basename } from '@/i18n/locale';
import type { PageData } from '@/lib/page-data';
import { RenderedPageData } from './RenderedPageData';
import { AppRoutes } from './router';

/** Everything inside the router: the shared data providers and the routes (browser and server). */
export function AppShell() {
  return (
    <TreatmentListProvider>
      <AppRoutes />
    </TreatmentListProvider>
  );
}

/** The app in the browser; `pageData` is what the server rendered the page with, if it did. */
export function App({ pageData = null }: { pageData?: PageData | null }) {
  return (
    <BrowserRouter basename={basename}>
      <RenderedPageData data={pageData}>
        <AppShell />
      </RenderedPageData>
    </BrowserRouter>
  );
}
