import { t } from '@lingui/core/macro';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from './Layout';
import { RoutePage } from './RoutePage';
import { notFoundRoute, redirects, routes, type RouteEntry } from './routes';

/**
 * One lazy component per screen, shared by every path that shows it (/page-not-found and
 * /not-found, the two treatment lists): going from one to the other draws at once, where a
 * wrapper of its own would suspend and show the loading screen for code already here.
 */
const screenComponents = new Map<string, ReturnType<typeof lazy>>();
function screenComponent(entry: RouteEntry) {
  let component = screenComponents.get(entry.screen);
  if (!component) {
    component = lazy(entry.load);
    screenComponents.set(entry.screen, component);
  }
  return component;
}

function pageRoute(entry: RouteEntry) {
  const Page = screenComponent(entry);
  const head = { title: entry.title, description: entry.description, keywords: entry.keywords };
  return {
    path: entry.path,
    element: (
      <RoutePage head={head} headFrom={entry.head} screen={entry.screen}>
        <Page />
      </RoutePage>
    ),
  };
}

const notFoundPage = pageRoute(notFoundRoute);
const pageRoutes = [...routes.map(pageRoute), notFoundPage];

/**
 * A patient's private status page (/requests/R-1042?key=…, from their emails): its own chunk,
 * outside the route table, so it is in no sitemap and never rendered ahead (the server sends
 * the app's shell, and only for the request's own key). A wrong key shows the site's Not found
 * page, the one any unknown address gets.
 */
const RequestStatusPage = lazy(() => import('@/features/request-status/RequestStatusPage'));
const requestStatusHead = {
  title: t`Your request`,
  description: t`Where your request to the clinic has got to.`,
};
const requestStatusRoute = {
  path: 'requests/:reference',
  element: (
    <RequestStatusPage
      notFound={notFoundPage.element}
      frame={(page) => (
        <RoutePage
          head={requestStatusHead}
          headFrom="unlisted"
          screen="src/features/request-status/RequestStatusPage.tsx"
        >
          {page}
        </RoutePage>
      )}
    />
  ),
};

/** The front desk's console: its own frame, and code that only /staff ever downloads. */
const StaffConsole = lazy(() => import('@/features/staff/StaffConsole'));

/**
 * Every page inside the layout, the redirects, and Not found for any other path; the staff
 * console apart, under /staff.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/staff/*"
        element={
          <Suspense fallback={null}>
            <StaffConsole />
          </Suspense>
        }
      />
      <Route element={<Layout />}>
        {redirects.map((redirect) =>
          redirect.path === '' ? (
            <Route key="index" index element={<Navigate to={redirect.to} replace />} />
          ) : (
            <Route
              key={redirect.path}
              path={redirect.path}
              element={<Navigate to={redirect.to} replace />}
            />
          ),
        )}
        <Route path={requestStatusRoute.path} element={requestStatusRoute.element} />
        {pageRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Route>
    </Routes>
  );
}
