import { PageIntro } from '../PageIntro';

export default function BookAppointmentPage() {
  return <PageIntro />;
}
