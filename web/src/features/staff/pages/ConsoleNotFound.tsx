import { Link } from 'react-router-dom';
import { PageHeading } from '@/features/staff/components/PageHeading';
import { useDocumentTitle } from '@/features/staff/hooks/use-document-title';
import { staffPaths } from '@/features/staff/paths';

/** Any other address under /staff. */
export function ConsoleNotFound() {
  useDocumentTitle('Not found');
  return (
    <div>
      <PageHeading>This page does not exist</PageHeading>
      <p>
        <Link to={staffPaths.requests}>Go to the requests</Link>
      </p>
    </div>
  );
}
