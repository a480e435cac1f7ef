import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import './Dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** The open dialogs, newest last: only the topmost one answers keys and keeps focus. */
const openDialogs: HTMLElement[] = [];

function isTopmost(panel: HTMLElement): boolean {
  return openDialogs[openDialogs.length - 1] === panel;
}

/** Elements a keyboard can reach inside `panel` (hidden ones and aria-hidden parts left out). */
function tabbable(panel: HTMLElement): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[aria-hidden="true"], [hidden]'),
  );
}

function canTakeFocus(element: HTMLElement | null): element is HTMLElement {
  return Boolean(
    element &&
    element.isConnected &&
    element !== document.body &&
    !(element as HTMLButtonElement).disabled,
  );
}

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /**
   * A static dialog: it closes only through its close button (or its own actions), never on
   * Escape or a click on the backdrop. Overrides `closeOnOverlay` and `closeOnEscape`.
   */
  static?: boolean;
  /** Close when the dimmed backdrop is clicked (default true; static dialogs turn it off). */
  closeOnOverlay?: boolean;
  /** Close on the Escape key (default true; static dialogs turn it off). */
  closeOnEscape?: boolean;
  /** Width preset. */
  size?: 'small' | 'medium' | 'large';
  /** Extra class on the dialog panel. */
  className?: string;
  /** `alertdialog` for messages that need an answer (the result of a form). */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (its message). */
  describedBy?: string;
  /** Content under the body, e.g. the dialog's buttons. */
  footer?: ReactNode;
  /** What takes focus when the dialog opens (default: its first focusable element). */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * An accessible modal dialog: labelled by its title, focus moved inside and kept there, page
 * scrolling locked, focus given back to the opener when it closes. Dialogs may stack (a result
 * message over a form); only the topmost one answers Escape and Tab.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  static: isStatic = false,
  closeOnOverlay = true,
  closeOnEscape = true,
  size = 'medium',
  className,
  role = 'dialog',
  describedBy,
  footer,
  initialFocusRef,
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const initialFocus = useRef(initialFocusRef);
  const escapeCloses = closeOnEscape && !isStatic;
  const overlayCloses = closeOnOverlay && !isStatic;

  useEffect(() => {
    onCloseRef.current = onClose;
    initialFocus.current = initialFocusRef;
  }, [onClose, initialFocusRef]);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    if (!panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(panel);
    (initialFocus.current?.current ?? tabbable(panel)[0] ?? panel).focus();

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopmost(panel)) return;
      if (event.key === 'Escape') {
        if (escapeCloses) {
          event.stopPropagation();
          onCloseRef.current();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabbable(panel);
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const active = document.activeElement;
      const outside = !panel.contains(active);
      if (event.shiftKey && (active === firstItem || active === panel || outside)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || outside)) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    // Focus that wanders out (a screen reader's virtual cursor, a click in the page behind)
    // is brought back to the dialog.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopmost(panel)) return;
      if (event.target instanceof Node && !panel.contains(event.target)) panel.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = openDialogs.lastIndexOf(panel);
      if (index >= 0) openDialogs.splice(index, 1);
      document.body.style.overflow = overflow;
      const below = openDialogs[openDialogs.length - 1];
      if (canTakeFocus(opener)) opener.focus();
      else below?.focus();
    };
  }, [open, escapeCloses]);

  if (!open) return null;

  return createPortal(
    <div
      className="dialog-overlay"
      data-testid="dialog-overlay"
      onMouseDown={(event) => {
        if (overlayCloses && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        className={`dialog dialog--${size}${className ? ` ${className}` : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" onClick={onClose} aria-label={t`Close`}>
            <X aria-hidden="true" size={22} />
          </button>
        </div>
        <div className="dialog__body">{children}</div>
        {footer && <div className="dialog__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
