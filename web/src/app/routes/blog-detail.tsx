import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { DeferredRequestAppointmentForm } from '@/features/appointment-request/DeferredRequestAppointmentForm';
import { BlogByLegacyId, BlogBySlug } from '@/features/blogs/BlogDetail';
import { SidePanels } from '@/features/side-panels';

const aside = <SidePanels requestForm={<DeferredRequestAppointmentForm />} />;

/**
 * /recent-blog?slug=…, /recent-blog/{name}, and the legacy forms ?name=… (redirected to
 * /recent-blog/{name}) and ?Id=… (base64 of the blog's numeric id).
 */
export default function BlogDetailPage() {
  const { name } = useParams();
  const [params] = useSearchParams();
  const slug = name ?? params.get('slug');
  const legacyName = params.get('name');
  const legacyId = params.get('Id') ?? params.get('id');

  if (slug) return <BlogBySlug key={slug} slug={slug} aside={aside} />;
  if (legacyName) return <Navigate to={paths.blogByName(legacyName)} replace />;
  if (legacyId) return <BlogByLegacyId key={legacyId} encodedId={legacyId} aside={aside} />;
  return <Navigate to={paths.healthBlogs} replace />;
}
