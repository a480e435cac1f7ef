import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Clock, Mail, Phone } from 'lucide-react';
import { profile } from '@/content';
import { useHydratedSoon } from '@/hooks/use-hydrated';
import { telHref } from '@/lib/phone';
import './CallOrWrite.css';

export interface CallOrWriteProps {
  /** Beside "call-or-write": the room the form it stands for will take. */
  className?: string;
}

/**
 * The clinic's phone, email and hours, in the place of a form that cannot run: before the app
 * has started, and in a browser without JavaScript.
 */
export function CallOrWrite({ className }: CallOrWriteProps) {
  const phone = profile.phones[0];
  return (
    <div className={`call-or-write${className ? ` ${className}` : ''}`}>
      <div className="call-or-write__body">
        <p className="call-or-write__sentence">
          {t`Call us or send us an email, and our front desk will gladly help you.`}
        </p>
        <ul className="call-or-write__ways">
          {phone && (
            <li>
              <Phone aria-hidden="true" size={20} />
              <a href={telHref(phone)}>{phone}</a>
            </li>
          )}
          <li>
            <Mail aria-hidden="true" size={20} />
            <a href={`mailto:${profile.email}`}>{profile.email}</a>
          </li>
          <li>
            <Clock aria-hidden="true" size={20} />
            <span>
              {profile.hours.business.map((line) => (
                <span key={line.days} className="call-or-write__hours">
                  {line.days}, {line.time}
                </span>
              ))}
            </span>
          </li>
        </ul>
      </div>
    </div>
  );
}

export interface FormOrCallOrWriteProps extends CallOrWriteProps {
  /** The form, shown once the app has started. */
  children: ReactNode;
}

/**
 * A form once the app has started; CallOrWrite in its place until then. The server's render and
 * the browser's first (hydrating) render both draw CallOrWrite, so they match; the form is drawn
 * after, in slices.
 */
export function FormOrCallOrWrite({ children, className }: FormOrCallOrWriteProps) {
  return useHydratedSoon() ? children : <CallOrWrite className={className} />;
}
