import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import StaffConsole from '@/features/staff/StaffConsole';

/** Where the console is: its path and query, for a test to read. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** The console as app/router.tsx mounts it, opened at `path`. */
export function renderConsole(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/staff/*" element={<StaffConsole />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
