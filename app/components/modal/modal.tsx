import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { isMobileWidth } from "#lib/breakpoints.ts";
import { CloseIcon } from "../icons.tsx";
import "./modal.css";

/** SPEC.md section 2: the modal holds an open flag and content. */
type ModalState = { open: boolean; content: ReactNode; label: string };
type ModalControls = {
  open: boolean;
  /** Shows `content` in the site's one modal; `label` names the dialog for screen readers. */
  openModal(content: ReactNode, options: { label: string }): void;
  closeModal(): void;
};

const CLOSED: ModalState = { open: false, content: null, label: "" };
const FROZEN_CLASS = "is-frozen";
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const ModalContext = createContext<ModalControls | null>(null);

/** Whether the page body is held in place by an open modal; scroll handlers ignore what that causes. */
export function bodyIsFrozen(): boolean {
  return document.body.classList.contains(FROZEN_CLASS);
}

/**
 * Freezes the page body where it is (SPEC.md section 2, on mobile): a fixed body cannot scroll
 * behind the modal, even on phones that ignore `overflow: hidden`. Returns the thaw.
 */
function freezeBody(): () => void {
  const { body } = document;
  const scrollY = window.scrollY;
  body.style.setProperty("--frozen-top", `-${scrollY}px`);
  body.classList.add(FROZEN_CLASS);
  return () => {
    body.classList.remove(FROZEN_CLASS);
    body.style.removeProperty("--frozen-top");
    window.scrollTo({ top: scrollY, behavior: "instant" });
  };
}

/** Keeps Tab and Shift+Tab inside the dialog, wrapping from last to first and back. */
function trapTab(event: KeyboardEvent, dialog: HTMLDialogElement) {
  if (event.key !== "Tab") return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hidden);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** The site's modal: a native modal dialog (the rest of the page is inert), focus trapped and returned. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ModalState>(CLOSED);
  // A route change (Back, a link inside the modal) takes the modal with it.
  const locationKey = useLocation().key;
  const [openedAtKey, setOpenedAtKey] = useState(locationKey);
  if (locationKey !== openedAtKey) {
    setOpenedAtKey(locationKey);
    if (state.open) setState(CLOSED);
  }
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const openModal = useCallback((content: ReactNode, options: { label: string }) => {
    if (document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
    setState({ open: true, content, label: options.label });
  }, []);
  const closeModal = useCallback(() => setState(CLOSED), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !state.open) return;
    if (!dialog.open) dialog.showModal();
    const thaw = isMobileWidth("header", window.innerWidth) ? freezeBody() : undefined;
    const onKeyDown = (event: KeyboardEvent) => trapTab(event, dialog);
    dialog.addEventListener("keydown", onKeyDown);
    return () => {
      dialog.removeEventListener("keydown", onKeyDown);
      if (dialog.open) dialog.close();
      thaw?.();
      returnFocusTo.current?.focus({ preventScroll: true });
      returnFocusTo.current = null;
    };
  }, [state.open]);

  const controls = useMemo(() => ({ open: state.open, openModal, closeModal }), [state.open, openModal, closeModal]);

  return (
    <ModalContext.Provider value={controls}>
      {children}
      {/* Escape closes a native dialog by itself; onClose brings the state along. */}
      <dialog ref={dialogRef} className="modal" aria-label={state.label || undefined} onClose={closeModal}>
        {state.open && (
          <div className="modal__surface">
            <button type="button" className="icon-button modal__close" aria-label="Close" onClick={closeModal}>
              <CloseIcon />
            </button>
            {state.content}
          </div>
        )}
      </dialog>
    </ModalContext.Provider>
  );
}

export function useModal(): ModalControls {
  const controls = useContext(ModalContext);
  if (!controls) throw new Error("useModal needs the ModalProvider of the root layout.");
  return controls;
}
