import { t } from '@lingui/core/macro';
import { TriangleAlert } from 'lucide-react';
import { FirstScreenEnd } from '@/components/FirstScreenEnd';
import { fillTokens } from '@/content';
import { pages } from '@/content/pages';
import { StatusScreenActions } from './StatusScreenActions';
import './StatusScreen.css';

/** Shown when a page could not be loaded. */
export function ErrorScreen() {
  const title = pages.error?.title ?? t`Something went wrong`;
  const message =
    fillTokens(pages.error?.message) ||
    t`We could not load this page right now. Please try again in a moment.`;
  return (
    <>
      <section className="status-screen" aria-labelledby="status-title">
        <div className="container status-screen__inner">
          <span className="status-screen__icon status-screen__icon--warning" aria-hidden="true">
            <TriangleAlert size={40} />
          </span>
          <h1 id="status-title" className="status-screen__title">
            {title}
          </h1>
          <p className="status-screen__message">{message}</p>
          <StatusScreenActions />
        </div>
      </section>
      <FirstScreenEnd />
    </>
  );
}
