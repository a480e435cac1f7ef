import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from './Layout';
import { RoutePage } from './RoutePage';
import { notFoundRoute, redirects, routes, type RouteEntry } from './routes';

function pageRoute(entry: RouteEntry) {
  const Page = lazy(entry.load);
  const head = { title: entry.title, description: entry.description, keywords: entry.keywords };
  return {
    path: entry.path,
    element: (
      <RoutePage head={head} screen={entry.screen}>
        <Page />
      </RoutePage>
    ),
  };
}

const pageRoutes = [...routes, notFoundRoute].map(pageRoute);

/** Every page inside the layout, the redirects, and Not found for any other path. */
export function AppRoutes() {
  return (
    <Routes>
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
        {pageRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Route>
    </Routes>
  );
}
