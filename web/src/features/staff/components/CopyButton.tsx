import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useAnnounce } from '@/features/staff/hooks/announcer-context';
import './CopyButton.css';

/** Copies `text` to the clipboard; says "Copied" beside it and in the live region. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const announce = useAnnounce();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      announce('Copied');
    } catch {
      setState('failed');
      announce('Could not copy: select the text and copy it instead.');
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), 3000);
  };

  return (
    <span className="copy-button">
      <button type="button" className="btn btn--outline btn--small" onClick={copy}>
        {state === 'copied' ? (
          <Check aria-hidden="true" size={18} />
        ) : (
          <Copy aria-hidden="true" size={18} />
        )}
        {label}
      </button>
      <span className="copy-button__state" aria-hidden="true">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy' : ''}
      </span>
    </span>
  );
}
