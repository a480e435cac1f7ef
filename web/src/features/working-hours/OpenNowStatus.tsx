import { useOpenStatus } from './use-open-status';

/**
 * Whether the clinic is open now, by its physical-therapy hours ("Open now · closes at 7 pm");
 * the week's hours until the page runs in the browser.
 */
export function OpenNowStatus({ className }: { className?: string }) {
  const status = useOpenStatus();
  if (!status) return null;
  return (
    <span className={className} data-state={status.state}>
      {status.text}
    </span>
  );
}
