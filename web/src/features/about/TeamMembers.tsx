import teamJson from '@content/site/team.json';
import { documentUrl, fillTokens } from '@/content';
import './about.css';

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  image: string;
  imageAlt: string;
}

/** The team (content/site/team.json). */
export const teamMembers = teamJson as TeamMember[];

/** Each team member: portrait, name, role and bio. */
export function TeamMembers({ members = teamMembers }: { members?: TeamMember[] }) {
  return (
    <ul className="team-list">
      {members.map((member) => (
        <li key={member.name} className="team-member card">
          <img
            className="team-member__portrait"
            src={documentUrl(member.image)}
            alt={fillTokens(member.imageAlt)}
            width={320}
            height={320}
            loading="lazy"
            decoding="async"
          />
          <div className="team-member__text">
            <h2 className="team-member__name">{member.name}</h2>
            <p className="team-member__role">{member.role}</p>
            <p className="team-member__bio">{fillTokens(member.bio)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
