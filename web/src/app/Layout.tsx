import { t } from '@lingui/core/macro';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { HydrateLater } from '@/components/HydrateLater';
import { RequestAppointmentButton } from '@/features/appointment-request/RequestAppointmentButton';
import { Footer } from '@/features/footer/Footer';
import { Header } from '@/features/header/Header';
import { WorkingHoursButton } from '@/features/working-hours/WorkingHoursButton';
import { LanguageSuggestion } from '@/i18n/LanguageSuggestion';
import { CalendarCheck } from 'lucide-react';
import { canonicalPath } from './canonical-path';
import { ClinicJsonLd } from './ClinicJsonLd';
import { PageErrorBoundary } from './PageErrorBoundary';
import { ScrollToTop } from './ScrollToTop';

const ErrorScreen = lazy(() =>
  import('@/features/status-screens/ErrorScreen').then((module) => ({
    default: module.ErrorScreen,
  })),
);

/** The room of a page whose code is on its way (a page rendered ahead has it already). */
function PageLoading() {
  return <div className="page-loading" aria-busy="true" />;
}

/** A page's address in other letters (/CONTACT-US) moves to its own spelling, as on the server. */
function CanonicalSpelling() {
  const { pathname, search, hash } = useLocation();
  const spelt = canonicalPath(pathname);
  return spelt ? <Navigate to={spelt + search + hash} replace /> : null;
}

/** The frame of every page: header, the page itself, footer. */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <CanonicalSpelling />
      <a className="skip-link" href="#main-content">
        {t`Skip to main content`}
      </a>
      <ScrollToTop />
      <LanguageSuggestion />
      <Header
        workingHours={<WorkingHoursButton className="header-hours" />}
        requestAppointment={
          <RequestAppointmentButton className="btn btn--accent">
            <CalendarCheck aria-hidden="true" size={18} />
            {t`Request Appointment`}
          </RequestAppointmentButton>
        }
        mobileRequestAppointment={
          <RequestAppointmentButton className="btn btn--accent mobile-action-bar__button">
            <CalendarCheck aria-hidden="true" size={18} />
            {t`Request Appointment`}
          </RequestAppointmentButton>
        }
      />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <PageErrorBoundary
          key={pathname}
          fallback={
            <Suspense fallback={<PageLoading />}>
              <ErrorScreen />
            </Suspense>
          }
        >
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      {/* Below every page: hydrated after it. */}
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <ClinicJsonLd />
    </>
  );
}
