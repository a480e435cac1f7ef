import { PageIntro } from '../PageIntro';

export default function ContactUsPage() {
  return <PageIntro />;
}
