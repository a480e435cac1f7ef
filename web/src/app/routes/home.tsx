import { Link } from 'react-router-dom';
import {
  ArrowRight,
  CalendarCheck,
  ExternalLink,
  MessageSquareText,
  UserRound,
} from 'lucide-react';
import { fillTokens, profile } from '@/content';
import { pages } from '@/content/pages';
import { RequestAppointmentButton } from '@/features/appointment-request/RequestAppointmentButton';
import { RecentBlogs } from '@/features/blogs/RecentBlogs';
import { AboutBlock } from '@/features/home/AboutBlock';
import { BestServices } from '@/features/home/BestServices';
import { Blurbs } from '@/features/home/Blurbs';
import { HeroSection } from '@/features/home/HeroSection';
import { InfoSteps } from '@/features/home/InfoSteps';
import { TestimonialsSection } from '@/features/home/TestimonialsSection';
import { WhyChooseUs } from '@/features/home/WhyChooseUs';
import '@/features/home/home.css';

/** Home has three blogs. */
const HOME_BLOG_COUNT = 3;

export default function HomePage() {
  const blogsTitle = fillTokens(pages.home?.blogsTitle) || 'Latest Health Blogs';
  return (
    <>
      <HeroSection
        actions={
          <>
            <RequestAppointmentButton className="btn btn--accent">
              <MessageSquareText aria-hidden="true" size={18} />
              Send Us Query
            </RequestAppointmentButton>
            <a
              href={profile.bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn--primary"
            >
              <CalendarCheck aria-hidden="true" size={18} />
              Book An Appointment <span className="visually-hidden">(opens in a new tab)</span>
            </a>
            <a
              href={profile.portalLoginUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn--outline"
            >
              <UserRound aria-hidden="true" size={18} />
              Patient Portal
              <ExternalLink aria-hidden="true" size={14} />{' '}
              <span className="visually-hidden">(opens in a new tab)</span>
            </a>
          </>
        }
      />
      <Blurbs />
      <AboutBlock />
      <BestServices />
      <InfoSteps />
      <WhyChooseUs />
      <TestimonialsSection />
      <RecentBlogs
        limit={HOME_BLOG_COUNT}
        labelledBy="home-blogs"
        header={
          <header className="section__header">
            <span className="section__eyebrow">Health Blog</span>
            <h2 id="home-blogs">{blogsTitle}</h2>
          </header>
        }
        footer={
          <p className="section__more">
            <Link to="/patient-information/health-blogs" className="btn btn--outline">
              View More <span className="visually-hidden">health blogs</span>
              <ArrowRight aria-hidden="true" size={18} />
            </Link>
          </p>
        }
      />
    </>
  );
}
