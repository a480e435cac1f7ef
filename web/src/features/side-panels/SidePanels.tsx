import type { ReactNode } from 'react';
import { PageColumns } from '@/components/PageColumns';
import { BookAppointmentPanel } from './BookAppointmentPanel';
import { QuickLinksPanel } from './QuickLinksPanel';
import { RecentBlogsPanel } from './RecentBlogsPanel';
import './side-panels.css';

export interface SidePanelsProps {
  /** Another action for the booking panel (e.g. a Request Appointment button). */
  action?: ReactNode;
}

/** The side column of treatment, blog and wellness pages: quick links, recent blogs, booking. */
export function SidePanels({ action }: SidePanelsProps) {
  return (
    <div className="side-panels">
      <QuickLinksPanel />
      <RecentBlogsPanel />
      <BookAppointmentPanel action={action} />
    </div>
  );
}

export interface WithSidePanelsProps extends SidePanelsProps {
  /** The page's own content. */
  children: ReactNode;
  className?: string;
}

/** A page's content with the side panels beside it (below it on phones). */
export function WithSidePanels({ children, action, className }: WithSidePanelsProps) {
  return (
    <PageColumns side={<SidePanels action={action} />} className={className}>
      {children}
    </PageColumns>
  );
}
