import { t } from '@lingui/core/macro';
import { CalendarCheck } from 'lucide-react';
import { PageHero } from '@/components/PageHero';
import { SafeHtml } from '@/components/SafeHtml';
import { documentUrl, fillTokens } from '@/content';
import { pages } from '@/content/pages';
import { AboutActions } from '@/features/about/AboutActions';
import { ClinicStats } from '@/features/about/ClinicStats';
import { MissionVisionApproach } from '@/features/about/MissionVisionApproach';
import { RequestAppointmentButton } from '@/features/appointment-request/RequestAppointmentButton';
import { useRouteHead } from '../route-head';

/** The picture beside the About text: the team in the clinic lobby. */
const ABOUT_PICTURE = 'pages/about.svg';

/** About Us: the clinic's figures, who we are, our physical therapy, mission, vision and approach. */
export default function AboutPhysicalTherapyPage() {
  const head = useRouteHead();
  const about = pages.about ?? {};
  const physicalTherapy = pages.physicalTherapy ?? {};
  const title = fillTokens(about.title) || head?.title || '';
  return (
    <>
      <PageHero title={title} crumbs={[{ label: title }]} />
      <div className="container split about-page__intro">
        <div>
          {about.intro && <p className="about-page__lead">{fillTokens(about.intro)}</p>}
          <SafeHtml html={fillTokens(about.aboutHtml, { html: true })} className="prose" />
          {physicalTherapy.html && (
            <section className="about-page__section" aria-labelledby="about-physical-therapy">
              <h2 id="about-physical-therapy">
                {fillTokens(physicalTherapy.title) || t`Our Physical Therapy`}
              </h2>
              <SafeHtml html={fillTokens(physicalTherapy.html, { html: true })} className="prose" />
            </section>
          )}
        </div>
        <div className="split__side">
          <img
            className="about-page__picture"
            src={documentUrl(ABOUT_PICTURE)}
            alt=""
            width={800}
            height={500}
          />
          <AboutActions
            variant="card"
            bookLink
            requestAppointment={
              <RequestAppointmentButton className="btn btn--accent">
                <CalendarCheck aria-hidden="true" size={18} />
                {t`Request Appointment`}
              </RequestAppointmentButton>
            }
          />
        </div>
      </div>
      <ClinicStats />
      <section
        className="about-page__section about-page__section--tinted"
        aria-label={t`Mission, vision and approach`}
      >
        <div className="container">
          <MissionVisionApproach />
        </div>
      </section>
    </>
  );
}
