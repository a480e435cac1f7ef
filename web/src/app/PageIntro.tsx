import type { ReactNode } from 'react';
import { IntroPage } from '@/components/IntroPage';
import type { Crumb } from '@/components/PageHero';
import { useRouteHead } from './route-head';

export interface PageIntroProps {
  /** Hero title; defaults to the route's page name. */
  title?: string;
  /** Trail between Home and the page; the page itself is added last. */
  parents?: Crumb[];
  /** Intro copy (plain text, token-filled); defaults to the route's description. */
  intro?: string;
  /** Intro copy as HTML (token-filled). */
  introHtml?: string;
  children?: ReactNode;
}

/** An inner page shown by its hero, breadcrumb and intro copy. */
export function PageIntro({ title, parents = [], intro, introHtml, children }: PageIntroProps) {
  const head = useRouteHead();
  const pageTitle = title || head?.title || '';
  return (
    <IntroPage
      title={pageTitle}
      crumbs={[...parents, { label: pageTitle }]}
      intro={intro ?? (introHtml ? undefined : head?.description)}
      introHtml={introHtml}
    >
      {children}
    </IntroPage>
  );
}
