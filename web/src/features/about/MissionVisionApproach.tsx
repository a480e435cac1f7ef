import { t } from '@lingui/core/macro';
import { Compass, Eye, Target, type LucideIcon } from 'lucide-react';
import { fillTokens } from '@/content';
import { pages } from '@/content/pages';
import './about.css';

interface Pillar {
  key: 'mission' | 'vision' | 'approach';
  title: string;
  icon: LucideIcon;
}

const PILLARS: Pillar[] = [
  { key: 'mission', title: t`Our Mission`, icon: Target },
  { key: 'vision', title: t`Our Vision`, icon: Eye },
  { key: 'approach', title: t`Our Approach`, icon: Compass },
];

/** The clinic's mission, vision and approach, side by side. */
export function MissionVisionApproach() {
  const about = pages.about ?? {};
  const shown = PILLARS.filter((pillar) => about[pillar.key]);
  if (shown.length === 0) return null;
  return (
    <ul className="pillars">
      {shown.map(({ key, title, icon: Icon }) => (
        <li key={key} className="pillar card">
          <span className="pillar__icon" aria-hidden="true">
            <Icon size={28} />
          </span>
          <h2 className="pillar__title">{title}</h2>
          <p className="pillar__text">{fillTokens(about[key])}</p>
        </li>
      ))}
    </ul>
  );
}
