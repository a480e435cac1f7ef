import { BrowserRouter } from 'react-router-dom';
import { TreatmentListProvider } from '@/hooks/TreatmentListProvider';
import { AppRoutes } from './router';

/** The app: the router and the shared data providers. */
export function App() {
  return (
    <BrowserRouter>
      <TreatmentListProvider>
        <AppRoutes />
      </TreatmentListProvider>
    </BrowserRouter>
  );
}
