import { ErrorScreen } from '@/features/status-screens/ErrorScreen';

export default function ErrorPage() {
  return <ErrorScreen />;
}
