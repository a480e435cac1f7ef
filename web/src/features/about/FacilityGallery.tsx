import { documentUrl } from '@/content';
import type { ImageWithAlt } from '@/content/types';
import './about.css';

/** The practice's pictures: reception, treatment room, gym. */
export function FacilityGallery({ images }: { images: ImageWithAlt[] }) {
  if (images.length === 0) return null;
  return (
    <ul className="facility-gallery">
      {images.map((picture) => (
        <li key={picture.image} className="facility-gallery__item">
          <img
            src={documentUrl(picture.image)}
            alt={picture.alt}
            width={640}
            height={420}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
