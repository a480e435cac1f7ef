import type { ReactNode } from 'react';
import { PageHero, type Crumb } from './PageHero';
import { SafeHtml } from './SafeHtml';
import './IntroPage.css';

export interface IntroPageProps {
  title: string;
  crumbs?: Crumb[];
  /** Intro copy as HTML (already token-filled). */
  introHtml?: string;
  /** Intro copy as plain text (already token-filled). */
  intro?: string;
  children?: ReactNode;
}

/** An inner page's hero and breadcrumb, followed by its intro copy. */
export function IntroPage({ title, crumbs, introHtml, intro, children }: IntroPageProps) {
  return (
    <>
      <PageHero title={title} crumbs={crumbs} />
      <div className="container intro-page">
        {intro && <p className="intro-page__lead">{intro}</p>}
        {introHtml && <SafeHtml html={introHtml} className="prose" />}
        {children}
      </div>
    </>
  );
}
