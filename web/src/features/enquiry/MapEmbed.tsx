import { profile } from '@/content';

/** The clinic on a map (the profile's embed address), loaded when it scrolls near. */
export function MapEmbed() {
  if (!profile.mapEmbedUrl) return null;
  const { address } = profile;
  return (
    <div className="contact-map">
      <iframe
        src={profile.mapEmbedUrl}
        title={`Map showing ${profile.name} at ${address.street}, ${address.city}, ${address.state}`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
      />
    </div>
  );
}
