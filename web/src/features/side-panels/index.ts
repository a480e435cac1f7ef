export { SidePanels, WithSidePanels } from './SidePanels';
export type { SidePanelsProps, WithSidePanelsProps } from './SidePanels';
export { QuickLinksPanel } from './QuickLinksPanel';
export { RecentBlogsPanel, SIDE_PANEL_BLOG_COUNT } from './RecentBlogsPanel';
export { BookAppointmentPanel } from './BookAppointmentPanel';
export { RequestFormPanel } from './RequestFormPanel';
