import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import {
  ArrowRight,
  BadgeCheck,
  CalendarCheck,
  Clock,
  ExternalLink,
  ShieldCheck,
  Timer,
} from 'lucide-react';
import { HydrateLater } from '@/components/HydrateLater';
import { paths } from '@/config/paths';
import { fillTokens, profile } from '@/content';
import { pages } from '@/content/pages';
import { RequestAppointmentButton } from '@/features/appointment-request/RequestAppointmentButton';
import { RecentBlogs } from '@/features/blogs/RecentBlogs';
import { AboutBlock } from '@/features/home/AboutBlock';
import { BestServices } from '@/features/home/BestServices';
import { Blurbs } from '@/features/home/Blurbs';
import { HeroSection } from '@/features/home/HeroSection';
import { heroCopy } from '@/features/home/hero-content';
import { InfoSteps } from '@/features/home/InfoSteps';
import { TestimonialsSection } from '@/features/home/TestimonialsSection';
import { TrustItem, TrustRow } from '@/features/home/TrustRow';
import { WhyChooseUs } from '@/features/home/WhyChooseUs';
import { OpenNowStatus } from '@/features/working-hours/OpenNowStatus';
import '@/features/home/home.css';

/** Home has three blogs. */
const HOME_BLOG_COUNT = 3;

export default function HomePage() {
  const blogsTitle = fillTokens(pages.home?.blogsTitle) || t`Latest Health Blogs`;
  const hero = heroCopy();
  return (
    <>
      <HeroSection
        title={hero.title}
        text={hero.text}
        actions={
          <>
            <a
              href={profile.bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn--accent hero__action hero__action--primary"
            >
              <CalendarCheck aria-hidden="true" size={20} />
              {t`Book An Appointment`}{' '}
              <span className="visually-hidden">{t`(opens in a new tab)`}</span>
            </a>
            <RequestAppointmentButton className="btn btn--outline hero__action">
              {t`Send Us Query`}
            </RequestAppointmentButton>
            <a
              href={profile.portalLoginUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn--outline hero__action"
            >
              {t`Patient Portal`}
              <ExternalLink aria-hidden="true" size={14} />{' '}
              <span className="visually-hidden">{t`(opens in a new tab)`}</span>
            </a>
          </>
        }
        trust={
          <TrustRow label={hero.trustLabel}>
            {hero.insurance && (
              <TrustItem icon={ShieldCheck}>
                <Link to={paths.insuranceInformation}>{hero.insurance}</Link>
              </TrustItem>
            )}
            <TrustItem icon={BadgeCheck}>{hero.referral}</TrustItem>
            <TrustItem icon={Timer}>{hero.firstVisit}</TrustItem>
            <TrustItem icon={Clock} oneLine>
              {/* Reading the clinic's clock starts the browser's time-zone data: not at start. */}
              <HydrateLater inert>
                <OpenNowStatus />
              </HydrateLater>
            </TrustItem>
          </TrustRow>
        }
      />
      {/* Below the first screen: each part hydrates on its own, after the hero. */}
      <HydrateLater>
        <Blurbs />
      </HydrateLater>
      <HydrateLater>
        <AboutBlock />
      </HydrateLater>
      <HydrateLater>
        <BestServices />
      </HydrateLater>
      <HydrateLater>
        <InfoSteps />
      </HydrateLater>
      <HydrateLater>
        <WhyChooseUs />
      </HydrateLater>
      <HydrateLater>
        <TestimonialsSection />
      </HydrateLater>
      <HydrateLater>
        <RecentBlogs
          limit={HOME_BLOG_COUNT}
          labelledBy="home-blogs"
          header={
            <header className="section__header">
              <span className="section__eyebrow">{t`Health Blog`}</span>
              <h2 id="home-blogs">{blogsTitle}</h2>
            </header>
          }
          footer={
            <p className="section__more">
              <Link to={paths.healthBlogs} className="btn btn--outline">
                {t`View More`} <span className="visually-hidden">{t`health blogs`}</span>
                <ArrowRight aria-hidden="true" size={18} />
              </Link>
            </p>
          }
        />
      </HydrateLater>
    </>
  );
}
