/** A part of the console waiting for its data. */
export function Loading({ what = 'Loading…' }: { what?: string }) {
  return (
    <p className="staff-loading" role="status">
      {what}
    </p>
  );
}
