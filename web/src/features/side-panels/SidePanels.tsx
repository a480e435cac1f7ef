import type { ReactNode } from 'react';
import { HydrateLater } from '@/components/HydrateLater';
import { PageColumns } from '@/components/PageColumns';
import { BookAppointmentPanel } from './BookAppointmentPanel';
import { QuickLinksPanel } from './QuickLinksPanel';
import { RecentBlogsPanel } from './RecentBlogsPanel';
import { RequestFormPanel } from './RequestFormPanel';
import './side-panels.css';

export interface SidePanelsProps {
  /** Another action for the booking panel. */
  action?: ReactNode;
  /** The Request Appointment form, in a panel of its own under the quick links. */
  requestForm?: ReactNode;
}

/**
 * The side column of treatment, blog and wellness pages: quick links, the request form, recent
 * blogs, booking.
 */
export function SidePanels({ action, requestForm }: SidePanelsProps) {
  return (
    <div className="side-panels">
      {/* Beside or under the page's own content: hydrated after it. */}
      <HydrateLater>
        <QuickLinksPanel />
        {requestForm && <RequestFormPanel>{requestForm}</RequestFormPanel>}
        <RecentBlogsPanel />
        <BookAppointmentPanel action={action} />
      </HydrateLater>
    </div>
  );
}

export interface WithSidePanelsProps extends SidePanelsProps {
  /** The page's own content. */
  children: ReactNode;
  className?: string;
}

/** A page's content with the side panels beside it (below it on phones). */
export function WithSidePanels({ children, action, requestForm, className }: WithSidePanelsProps) {
  return (
    <PageColumns
      side={<SidePanels action={action} requestForm={requestForm} />}
      className={className}
    >
      {children}
    </PageColumns>
  );
}
