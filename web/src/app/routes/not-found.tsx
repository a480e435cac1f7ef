import { NotFoundScreen } from '@/features/status-screens/NotFoundScreen';

export default function NotFoundPage() {
  return <NotFoundScreen />;
}
